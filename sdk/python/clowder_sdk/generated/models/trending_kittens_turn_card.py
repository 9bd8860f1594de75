from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrendingKittensTurnCard")


@_attrs_define
class TrendingKittensTurnCard:
    """Over the small number: pick one of the reached cards, at (x, y), to turn.

    Attributes:
        type_ (Literal['turn_card']):  Default: 'turn_card'.
        x (int):
        y (int):
    """

    x: int
    y: int
    type_: Literal["turn_card"] = "turn_card"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["turn_card"], d.pop("type"))
        if type_ != "turn_card":
            raise ValueError(f"type must match const 'turn_card', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_turn_card = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return trending_kittens_turn_card
