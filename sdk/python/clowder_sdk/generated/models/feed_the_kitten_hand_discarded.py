from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenHandDiscarded")


@_attrs_define
class FeedTheKittenHandDiscarded:
    """Hand limit: `seat` discarded its nine cards face down under the top card.

    Attributes:
        cards (list[int]):
        seat (int):
        type_ (Literal['hand_discarded']):  Default: 'hand_discarded'.
    """

    cards: list[int]
    seat: int
    type_: Literal["hand_discarded"] = "hand_discarded"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["hand_discarded"], d.pop("type"))
        if type_ != "hand_discarded":
            raise ValueError(f"type must match const 'hand_discarded', got '{type_}'")

        feed_the_kitten_hand_discarded = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        feed_the_kitten_hand_discarded.additional_properties = d
        return feed_the_kitten_hand_discarded

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
