from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensStarterPlacedHidden")


@_attrs_define
class TrendingKittensStarterPlacedHidden:
    """
    Attributes:
        faction (str):
        seat (int):
        type_ (Literal['starter_placed_hidden']):  Default: 'starter_placed_hidden'.
        x (int):
        y (int):
    """

    faction: str
    seat: int
    x: int
    y: int
    type_: Literal["starter_placed_hidden"] = "starter_placed_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faction = self.faction

        seat = self.seat

        type_ = self.type_

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
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
        faction = d.pop("faction")

        seat = d.pop("seat")

        type_ = cast(Literal["starter_placed_hidden"], d.pop("type"))
        if type_ != "starter_placed_hidden":
            raise ValueError(f"type must match const 'starter_placed_hidden', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_starter_placed_hidden = cls(
            faction=faction,
            seat=seat,
            type_=type_,
            x=x,
            y=y,
        )

        trending_kittens_starter_placed_hidden.additional_properties = d
        return trending_kittens_starter_placed_hidden

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
