from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatRoundDealt")


@_attrs_define
class KinokoKombatRoundDealt:
    """The shuffled deck dealt: `hands[seat]`, and the Center cards nobody owns.

    `neutral_centers`: with three players the one card left over, with two
    the four neutral cards (one per colour); empty with four players. Nobody
    may look at them.

        Attributes:
            first_player (int):
            hands (list[list[str]]):
            neutral_centers (list[str]):
            round_ (int):
            type_ (Literal['round_dealt']):  Default: 'round_dealt'.
    """

    first_player: int
    hands: list[list[str]]
    neutral_centers: list[str]
    round_: int
    type_: Literal["round_dealt"] = "round_dealt"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        neutral_centers = self.neutral_centers

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_player": first_player,
                "hands": hands,
                "neutral_centers": neutral_centers,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        neutral_centers = cast(list[str], d.pop("neutral_centers"))

        round_ = d.pop("round")

        type_ = cast(Literal["round_dealt"], d.pop("type"))
        if type_ != "round_dealt":
            raise ValueError(f"type must match const 'round_dealt', got '{type_}'")

        kinoko_kombat_round_dealt = cls(
            first_player=first_player,
            hands=hands,
            neutral_centers=neutral_centers,
            round_=round_,
            type_=type_,
        )

        kinoko_kombat_round_dealt.additional_properties = d
        return kinoko_kombat_round_dealt

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
