from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KinokoKombatChooseCenter")


@_attrs_define
class KinokoKombatChooseCenter:
    """Place `card` from your hand face down as your Center card.

    Attributes:
        card (str):
        type_ (Literal['choose_center']):  Default: 'choose_center'.
    """

    card: str
    type_: Literal["choose_center"] = "choose_center"

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

        type_ = cast(Literal["choose_center"], d.pop("type"))
        if type_ != "choose_center":
            raise ValueError(f"type must match const 'choose_center', got '{type_}'")

        kinoko_kombat_choose_center = cls(
            card=card,
            type_=type_,
        )

        return kinoko_kombat_choose_center
