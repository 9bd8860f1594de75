from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensTakeTreasure")


@_attrs_define
class KombatKittensTakeTreasure:
    """You won a battle: capture `cards` (one card; two in a helper battle).

    Attributes:
        cards (list[str]):
        type_ (Literal['take_treasure']):  Default: 'take_treasure'.
    """

    cards: list[str]
    type_: Literal["take_treasure"] = "take_treasure"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = cast(Literal["take_treasure"], d.pop("type"))
        if type_ != "take_treasure":
            raise ValueError(f"type must match const 'take_treasure', got '{type_}'")

        kombat_kittens_take_treasure = cls(
            cards=cards,
            type_=type_,
        )

        return kombat_kittens_take_treasure
