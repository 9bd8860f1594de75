from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KinokoKombatChooseLeader")


@_attrs_define
class KinokoKombatChooseLeader:
    """Place `card` from your hand face down under your Star tile as your Leader.

    Attributes:
        card (str):
        type_ (Literal['choose_leader']):  Default: 'choose_leader'.
    """

    card: str
    type_: Literal["choose_leader"] = "choose_leader"

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

        type_ = cast(Literal["choose_leader"], d.pop("type"))
        if type_ != "choose_leader":
            raise ValueError(f"type must match const 'choose_leader', got '{type_}'")

        kinoko_kombat_choose_leader = cls(
            card=card,
            type_=type_,
        )

        return kinoko_kombat_choose_leader
