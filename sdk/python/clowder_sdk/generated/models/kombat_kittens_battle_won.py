from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensBattleWon")


@_attrs_define
class KombatKittensBattleWon:
    """
    Attributes:
        by_forfeit (bool):
        loser (int):
        losing_hand (str):
        type_ (Literal['battle_won']):  Default: 'battle_won'.
        winner (int):
        winning_hand (str):
    """

    by_forfeit: bool
    loser: int
    losing_hand: str
    winner: int
    winning_hand: str
    type_: Literal["battle_won"] = "battle_won"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by_forfeit = self.by_forfeit

        loser = self.loser

        losing_hand = self.losing_hand

        type_ = self.type_

        winner = self.winner

        winning_hand = self.winning_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by_forfeit": by_forfeit,
                "loser": loser,
                "losing_hand": losing_hand,
                "type": type_,
                "winner": winner,
                "winning_hand": winning_hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_forfeit = d.pop("by_forfeit")

        loser = d.pop("loser")

        losing_hand = d.pop("losing_hand")

        type_ = cast(Literal["battle_won"], d.pop("type"))
        if type_ != "battle_won":
            raise ValueError(f"type must match const 'battle_won', got '{type_}'")

        winner = d.pop("winner")

        winning_hand = d.pop("winning_hand")

        kombat_kittens_battle_won = cls(
            by_forfeit=by_forfeit,
            loser=loser,
            losing_hand=losing_hand,
            type_=type_,
            winner=winner,
            winning_hand=winning_hand,
        )

        kombat_kittens_battle_won.additional_properties = d
        return kombat_kittens_battle_won

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
