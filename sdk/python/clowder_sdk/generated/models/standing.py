from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        buchholz (float):
        byes (int):
        draws (int):
        entrant_id (str):
        losses (int):
        name (str):
        played (int):
        points (float):
        rank (int):
        reached_round (int):
        sonneborn_berger (float):
        wins (int):
        withdrawn (bool):
    """

    buchholz: float
    byes: int
    draws: int
    entrant_id: str
    losses: int
    name: str
    played: int
    points: float
    rank: int
    reached_round: int
    sonneborn_berger: float
    wins: int
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        buchholz = self.buchholz

        byes = self.byes

        draws = self.draws

        entrant_id = self.entrant_id

        losses = self.losses

        name = self.name

        played = self.played

        points = self.points

        rank = self.rank

        reached_round = self.reached_round

        sonneborn_berger = self.sonneborn_berger

        wins = self.wins

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buchholz": buchholz,
                "byes": byes,
                "draws": draws,
                "entrant_id": entrant_id,
                "losses": losses,
                "name": name,
                "played": played,
                "points": points,
                "rank": rank,
                "reached_round": reached_round,
                "sonneborn_berger": sonneborn_berger,
                "wins": wins,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buchholz = d.pop("buchholz")

        byes = d.pop("byes")

        draws = d.pop("draws")

        entrant_id = d.pop("entrant_id")

        losses = d.pop("losses")

        name = d.pop("name")

        played = d.pop("played")

        points = d.pop("points")

        rank = d.pop("rank")

        reached_round = d.pop("reached_round")

        sonneborn_berger = d.pop("sonneborn_berger")

        wins = d.pop("wins")

        withdrawn = d.pop("withdrawn")

        standing = cls(
            buchholz=buchholz,
            byes=byes,
            draws=draws,
            entrant_id=entrant_id,
            losses=losses,
            name=name,
            played=played,
            points=points,
            rank=rank,
            reached_round=reached_round,
            sonneborn_berger=sonneborn_berger,
            wins=wins,
            withdrawn=withdrawn,
        )

        standing.additional_properties = d
        return standing

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
