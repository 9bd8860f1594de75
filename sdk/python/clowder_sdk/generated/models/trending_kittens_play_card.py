from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrendingKittensPlayCard")


@_attrs_define
class TrendingKittensPlayCard:
    """Put `card` from your hand face up at (x, y), rotated clockwise by `rotation`.

    Attributes:
        card (str):
        rotation (int):
        type_ (Literal['play_card']):  Default: 'play_card'.
        x (int):
        y (int):
    """

    card: str
    rotation: int
    x: int
    y: int
    type_: Literal["play_card"] = "play_card"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        rotation = self.rotation

        type_ = self.type_

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "rotation": rotation,
                "type": type_,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        rotation = d.pop("rotation")

        type_ = cast(Literal["play_card"], d.pop("type"))
        if type_ != "play_card":
            raise ValueError(f"type must match const 'play_card', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_play_card = cls(
            card=card,
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
        )

        return trending_kittens_play_card
