from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensForfeit")


@_attrs_define
class KombatKittensForfeit:
    """Battle or Dogfight, after your first or second card: give up this fight.

    Attributes:
        type_ (Literal['forfeit']):  Default: 'forfeit'.
    """

    type_: Literal["forfeit"] = "forfeit"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["forfeit"], d.pop("type"))
        if type_ != "forfeit":
            raise ValueError(f"type must match const 'forfeit', got '{type_}'")

        kombat_kittens_forfeit = cls(
            type_=type_,
        )

        return kombat_kittens_forfeit
