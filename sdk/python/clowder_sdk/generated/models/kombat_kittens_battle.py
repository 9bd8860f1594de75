from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensBattle")


@_attrs_define
class KombatKittensBattle:
    """Turn: battle the player at seat `opponent`.

    Attributes:
        opponent (int):
        type_ (Literal['battle']):  Default: 'battle'.
    """

    opponent: int
    type_: Literal["battle"] = "battle"

    def to_dict(self) -> dict[str, Any]:
        opponent = self.opponent

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "opponent": opponent,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        opponent = d.pop("opponent")

        type_ = cast(Literal["battle"], d.pop("type"))
        if type_ != "battle":
            raise ValueError(f"type must match const 'battle', got '{type_}'")

        kombat_kittens_battle = cls(
            opponent=opponent,
            type_=type_,
        )

        return kombat_kittens_battle
