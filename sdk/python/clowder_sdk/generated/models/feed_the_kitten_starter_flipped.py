from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenStarterFlipped")


@_attrs_define
class FeedTheKittenStarterFlipped:
    """The top card of the draw pile turned up to start the play pile.

    Attributes:
        card (int):
        type_ (Literal['starter_flipped']):  Default: 'starter_flipped'.
    """

    card: int
    type_: Literal["starter_flipped"] = "starter_flipped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["starter_flipped"], d.pop("type"))
        if type_ != "starter_flipped":
            raise ValueError(f"type must match const 'starter_flipped', got '{type_}'")

        feed_the_kitten_starter_flipped = cls(
            card=card,
            type_=type_,
        )

        feed_the_kitten_starter_flipped.additional_properties = d
        return feed_the_kitten_starter_flipped

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
