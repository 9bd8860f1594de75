from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrendingKittensPlaceStarter")


@_attrs_define
class TrendingKittensPlaceStarter:
    """Preparation: put a random card of your deck face down at (x, y).

    Attributes:
        type_ (Literal['place_starter']):  Default: 'place_starter'.
        x (int):
        y (int):
    """

    x: int
    y: int
    type_: Literal["place_starter"] = "place_starter"

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
        type_ = cast(Literal["place_starter"], d.pop("type"))
        if type_ != "place_starter":
            raise ValueError(f"type must match const 'place_starter', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_place_starter = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return trending_kittens_place_starter
