from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenDrawPileReshuffled")


@_attrs_define
class FeedTheKittenDrawPileReshuffled:
    """The draw pile ran out: all but the top card of the play pile, shuffled.

    Attributes:
        draw_pile (list[int]):
        type_ (Literal['draw_pile_reshuffled']):  Default: 'draw_pile_reshuffled'.
    """

    draw_pile: list[int]
    type_: Literal["draw_pile_reshuffled"] = "draw_pile_reshuffled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw_pile": draw_pile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile = cast(list[int], d.pop("draw_pile"))

        type_ = cast(Literal["draw_pile_reshuffled"], d.pop("type"))
        if type_ != "draw_pile_reshuffled":
            raise ValueError(f"type must match const 'draw_pile_reshuffled', got '{type_}'")

        feed_the_kitten_draw_pile_reshuffled = cls(
            draw_pile=draw_pile,
            type_=type_,
        )

        feed_the_kitten_draw_pile_reshuffled.additional_properties = d
        return feed_the_kitten_draw_pile_reshuffled

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
