from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensSeatView")


@_attrs_define
class TrendingKittensSeatView:
    """
    Attributes:
        bonus (int):
        deck_size (int):
        faction (str):
        faction_name (str):
        hand_size (int):
        points (int):
        seat (int):
        team (int):
    """

    bonus: int
    deck_size: int
    faction: str
    faction_name: str
    hand_size: int
    points: int
    seat: int
    team: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        deck_size = self.deck_size

        faction = self.faction

        faction_name = self.faction_name

        hand_size = self.hand_size

        points = self.points

        seat = self.seat

        team = self.team

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "deck_size": deck_size,
                "faction": faction,
                "faction_name": faction_name,
                "hand_size": hand_size,
                "points": points,
                "seat": seat,
                "team": team,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        deck_size = d.pop("deck_size")

        faction = d.pop("faction")

        faction_name = d.pop("faction_name")

        hand_size = d.pop("hand_size")

        points = d.pop("points")

        seat = d.pop("seat")

        team = d.pop("team")

        trending_kittens_seat_view = cls(
            bonus=bonus,
            deck_size=deck_size,
            faction=faction,
            faction_name=faction_name,
            hand_size=hand_size,
            points=points,
            seat=seat,
            team=team,
        )

        trending_kittens_seat_view.additional_properties = d
        return trending_kittens_seat_view

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
