from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensSideView")


@_attrs_define
class TrendingKittensSideView:
    """A team (or, in a skirmish, one seat): its summed points, score (points plus
    lead bonus: what decides the game) and games won.

        Attributes:
            points (int):
            score (int):
            seats (list[int]):
            team (int):
            wins (int):
    """

    points: int
    score: int
    seats: list[int]
    team: int
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        score = self.score

        seats = self.seats

        team = self.team

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "score": score,
                "seats": seats,
                "team": team,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        score = d.pop("score")

        seats = cast(list[int], d.pop("seats"))

        team = d.pop("team")

        wins = d.pop("wins")

        trending_kittens_side_view = cls(
            points=points,
            score=score,
            seats=seats,
            team=team,
            wins=wins,
        )

        trending_kittens_side_view.additional_properties = d
        return trending_kittens_side_view

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
