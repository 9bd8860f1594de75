from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensRecruit")


@_attrs_define
class KombatKittensRecruit:
    """Turn: take the face-up Recruit card `take`, leaving `give` from your hand.

    Attributes:
        give (str):
        take (str):
        type_ (Literal['recruit']):  Default: 'recruit'.
    """

    give: str
    take: str
    type_: Literal["recruit"] = "recruit"

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        take = self.take

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "take": take,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give = d.pop("give")

        take = d.pop("take")

        type_ = cast(Literal["recruit"], d.pop("type"))
        if type_ != "recruit":
            raise ValueError(f"type must match const 'recruit', got '{type_}'")

        kombat_kittens_recruit = cls(
            give=give,
            take=take,
            type_=type_,
        )

        return kombat_kittens_recruit
