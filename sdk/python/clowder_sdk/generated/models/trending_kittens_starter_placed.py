from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensStarterPlaced")


@_attrs_define
class TrendingKittensStarterPlaced:
    """Preparation: the top card of `seat`'s deck put face down at (x, y), unseen.

    Attributes:
        card (str):
        faction (str):
        seat (int):
        type_ (Literal['starter_placed']):  Default: 'starter_placed'.
        x (int):
        y (int):
    """

    card: str
    faction: str
    seat: int
    x: int
    y: int
    type_: Literal["starter_placed"] = "starter_placed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        faction = self.faction

        seat = self.seat

        type_ = self.type_

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "faction": faction,
                "seat": seat,
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

        faction = d.pop("faction")

        seat = d.pop("seat")

        type_ = cast(Literal["starter_placed"], d.pop("type"))
        if type_ != "starter_placed":
            raise ValueError(f"type must match const 'starter_placed', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_starter_placed = cls(
            card=card,
            faction=faction,
            seat=seat,
            type_=type_,
            x=x,
            y=y,
        )

        trending_kittens_starter_placed.additional_properties = d
        return trending_kittens_starter_placed

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
