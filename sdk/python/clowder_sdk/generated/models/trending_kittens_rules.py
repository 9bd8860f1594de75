from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensRules")


@_attrs_define
class TrendingKittensRules:
    """The checked options a game is played by. `teams[seat]` is its side label.

    Attributes:
        best_of (int):
        empty_places (str):
        lead_bonus (int):  Default: 0.
        match_ties (str):  Default: 'shared'.
        over_limit (str):
        team_play (bool):
        teams (list[int]):
    """

    best_of: int
    empty_places: str
    over_limit: str
    team_play: bool
    teams: list[int]
    lead_bonus: int = 0
    match_ties: str = "shared"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        best_of = self.best_of

        empty_places = self.empty_places

        lead_bonus = self.lead_bonus

        match_ties = self.match_ties

        over_limit = self.over_limit

        team_play = self.team_play

        teams = self.teams

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "best_of": best_of,
                "empty_places": empty_places,
                "lead_bonus": lead_bonus,
                "match_ties": match_ties,
                "over_limit": over_limit,
                "team_play": team_play,
                "teams": teams,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best_of = d.pop("best_of")

        empty_places = d.pop("empty_places")

        lead_bonus = d.pop("lead_bonus")

        match_ties = d.pop("match_ties")

        over_limit = d.pop("over_limit")

        team_play = d.pop("team_play")

        teams = cast(list[int], d.pop("teams"))

        trending_kittens_rules = cls(
            best_of=best_of,
            empty_places=empty_places,
            lead_bonus=lead_bonus,
            match_ties=match_ties,
            over_limit=over_limit,
            team_play=team_play,
            teams=teams,
        )

        trending_kittens_rules.additional_properties = d
        return trending_kittens_rules

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
