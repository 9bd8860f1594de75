from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensFightAlone")


@_attrs_define
class KombatKittensFightAlone:
    """Battle, before the first card: do not ask anyone for help.

    Attributes:
        type_ (Literal['fight_alone']):  Default: 'fight_alone'.
    """

    type_: Literal["fight_alone"] = "fight_alone"

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
        type_ = cast(Literal["fight_alone"], d.pop("type"))
        if type_ != "fight_alone":
            raise ValueError(f"type must match const 'fight_alone', got '{type_}'")

        kombat_kittens_fight_alone = cls(
            type_=type_,
        )

        return kombat_kittens_fight_alone
