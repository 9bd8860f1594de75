from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KombatKittensCommitCard")


@_attrs_define
class KombatKittensCommitCard:
    """Battle: place `card` face down. It is revealed once everyone has committed.

    Attributes:
        card (str):
        type_ (Literal['commit_card']):  Default: 'commit_card'.
    """

    card: str
    type_: Literal["commit_card"] = "commit_card"

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

        type_ = cast(Literal["commit_card"], d.pop("type"))
        if type_ != "commit_card":
            raise ValueError(f"type must match const 'commit_card', got '{type_}'")

        kombat_kittens_commit_card = cls(
            card=card,
            type_=type_,
        )

        return kombat_kittens_commit_card
