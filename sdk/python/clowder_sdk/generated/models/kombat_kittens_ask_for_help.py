from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensAskForHelp")


@_attrs_define
class KombatKittensAskForHelp:
    """Battle, before the first card: ask seat `helper` to help your side.

    Attributes:
        helper (int):
        type_ (Literal['ask_for_help']):  Default: 'ask_for_help'.
    """

    helper: int
    type_: Literal["ask_for_help"] = "ask_for_help"

    def to_dict(self) -> dict[str, Any]:
        helper = self.helper

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "helper": helper,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        helper = d.pop("helper")

        type_ = cast(Literal["ask_for_help"], d.pop("type"))
        if type_ != "ask_for_help":
            raise ValueError(f"type must match const 'ask_for_help', got '{type_}'")

        kombat_kittens_ask_for_help = cls(
            helper=helper,
            type_=type_,
        )

        return kombat_kittens_ask_for_help
