from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensGiveToHelper")


@_attrs_define
class KombatKittensGiveToHelper:
    """You won a helper battle: give `card`, one of the cards you took, to your helper.

    Attributes:
        card (str):
        type_ (Literal['give_to_helper']):  Default: 'give_to_helper'.
    """

    card: str
    type_: Literal["give_to_helper"] = "give_to_helper"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["give_to_helper"], d.pop("type"))
        if type_ != "give_to_helper":
            raise ValueError(f"type must match const 'give_to_helper', got '{type_}'")

        kombat_kittens_give_to_helper = cls(
            card=card,
            type_=type_,
        )

        return kombat_kittens_give_to_helper
