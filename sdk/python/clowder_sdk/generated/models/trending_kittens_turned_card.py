from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensTurnedCard")


@_attrs_define
class TrendingKittensTurnedCard:
    """A card turned over; `face_up` is its new side. Turning it up reveals it.

    Attributes:
        card (str):
        face_up (bool):
        faction (str):
        x (int):
        y (int):
    """

    card: str
    face_up: bool
    faction: str
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        face_up = self.face_up

        faction = self.faction

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "face_up": face_up,
                "faction": faction,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        face_up = d.pop("face_up")

        faction = d.pop("faction")

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_turned_card = cls(
            card=card,
            face_up=face_up,
            faction=faction,
            x=x,
            y=y,
        )

        trending_kittens_turned_card.additional_properties = d
        return trending_kittens_turned_card

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
