from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensKeepTreasure")


@_attrs_define
class KombatKittensKeepTreasure:
    """You won a helper battle: keep everything you took.

    Attributes:
        type_ (Literal['keep_treasure']):  Default: 'keep_treasure'.
    """

    type_: Literal["keep_treasure"] = "keep_treasure"

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
        type_ = cast(Literal["keep_treasure"], d.pop("type"))
        if type_ != "keep_treasure":
            raise ValueError(f"type must match const 'keep_treasure', got '{type_}'")

        kombat_kittens_keep_treasure = cls(
            type_=type_,
        )

        return kombat_kittens_keep_treasure
