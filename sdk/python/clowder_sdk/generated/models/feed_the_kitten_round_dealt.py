from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenRoundDealt")


@_attrs_define
class FeedTheKittenRoundDealt:
    """All 49 cards shuffled: five to each seat, the rest form the draw pile.

    `leader` holds the Kitten token and takes the first turn of the round.

        Attributes:
            draw_pile (list[int]):
            hands (list[list[int]]):
            leader (int):
            round_ (int):
            type_ (Literal['round_dealt']):  Default: 'round_dealt'.
    """

    draw_pile: list[int]
    hands: list[list[int]]
    leader: int
    round_: int
    type_: Literal["round_dealt"] = "round_dealt"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        leader = self.leader

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw_pile": draw_pile,
                "hands": hands,
                "leader": leader,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile = cast(list[int], d.pop("draw_pile"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[int], hands_item_data)

            hands.append(hands_item)

        leader = d.pop("leader")

        round_ = d.pop("round")

        type_ = cast(Literal["round_dealt"], d.pop("type"))
        if type_ != "round_dealt":
            raise ValueError(f"type must match const 'round_dealt', got '{type_}'")

        feed_the_kitten_round_dealt = cls(
            draw_pile=draw_pile,
            hands=hands,
            leader=leader,
            round_=round_,
            type_=type_,
        )

        feed_the_kitten_round_dealt.additional_properties = d
        return feed_the_kitten_round_dealt

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
