from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensAcceptHelp")


@_attrs_define
class KombatKittensAcceptHelp:
    """You were asked for help: agree to play one card after the main combatants.

    Attributes:
        type_ (Literal['accept_help']):  Default: 'accept_help'.
    """

    type_: Literal["accept_help"] = "accept_help"

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
        type_ = cast(Literal["accept_help"], d.pop("type"))
        if type_ != "accept_help":
            raise ValueError(f"type must match const 'accept_help', got '{type_}'")

        kombat_kittens_accept_help = cls(
            type_=type_,
        )

        return kombat_kittens_accept_help
