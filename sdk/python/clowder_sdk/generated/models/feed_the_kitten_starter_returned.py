from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenStarterReturned")


@_attrs_define
class FeedTheKittenStarterReturned:
    """A flipped 100 went back into the draw pile, which was reshuffled.

    Attributes:
        card (int):
        draw_pile (list[int]):
        type_ (Literal['starter_returned']):  Default: 'starter_returned'.
    """

    card: int
    draw_pile: list[int]
    type_: Literal["starter_returned"] = "starter_returned"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        draw_pile = self.draw_pile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "draw_pile": draw_pile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        draw_pile = cast(list[int], d.pop("draw_pile"))

        type_ = cast(Literal["starter_returned"], d.pop("type"))
        if type_ != "starter_returned":
            raise ValueError(f"type must match const 'starter_returned', got '{type_}'")

        feed_the_kitten_starter_returned = cls(
            card=card,
            draw_pile=draw_pile,
            type_=type_,
        )

        feed_the_kitten_starter_returned.additional_properties = d
        return feed_the_kitten_starter_returned

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
