from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensRefuseHelp")


@_attrs_define
class KombatKittensRefuseHelp:
    """You were asked for help: decline.

    Attributes:
        type_ (Literal['refuse_help']):  Default: 'refuse_help'.
    """

    type_: Literal["refuse_help"] = "refuse_help"

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
        type_ = cast(Literal["refuse_help"], d.pop("type"))
        if type_ != "refuse_help":
            raise ValueError(f"type must match const 'refuse_help', got '{type_}'")

        kombat_kittens_refuse_help = cls(
            type_=type_,
        )

        return kombat_kittens_refuse_help
