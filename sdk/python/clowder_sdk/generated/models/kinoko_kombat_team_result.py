from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_team_result_combination import KinokoKombatTeamResultCombination

T = TypeVar("T", bound="KinokoKombatTeamResult")


@_attrs_define
class KinokoKombatTeamResult:
    """One seat's team revealed at the comparison.

    `cards`: the Leader first, then the claimed cards in claim order.
    `stars`: stars on the five cards plus one for a face-up Star tile.
    `place`: 1 is best (tier, then stars, then farthest clockwise from the
    First Player).

        Attributes:
            cards (list[str]):
            combination (KinokoKombatTeamResultCombination):
            place (int):
            points (int):
            seat (int):
            star_tile_up (bool):
            stars (int):
            tier (int):
    """

    cards: list[str]
    combination: KinokoKombatTeamResultCombination
    place: int
    points: int
    seat: int
    star_tile_up: bool
    stars: int
    tier: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        combination = self.combination.value

        place = self.place

        points = self.points

        seat = self.seat

        star_tile_up = self.star_tile_up

        stars = self.stars

        tier = self.tier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "combination": combination,
                "place": place,
                "points": points,
                "seat": seat,
                "star_tile_up": star_tile_up,
                "stars": stars,
                "tier": tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        combination = KinokoKombatTeamResultCombination(d.pop("combination"))

        place = d.pop("place")

        points = d.pop("points")

        seat = d.pop("seat")

        star_tile_up = d.pop("star_tile_up")

        stars = d.pop("stars")

        tier = d.pop("tier")

        kinoko_kombat_team_result = cls(
            cards=cards,
            combination=combination,
            place=place,
            points=points,
            seat=seat,
            star_tile_up=star_tile_up,
            stars=stars,
            tier=tier,
        )

        kinoko_kombat_team_result.additional_properties = d
        return kinoko_kombat_team_result

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
