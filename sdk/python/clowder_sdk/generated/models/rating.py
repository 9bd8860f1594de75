from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        games (int):
        handle (None | str):
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        mu (float):  Default: 25.0.
        name (None | str):
        player_id (str):
        rating (float):
        sigma (float):  Default: 8.333333333333334.
        wins (int):
    """

    games: int
    handle: None | str
    kind: GameKind
    name: None | str
    player_id: str
    rating: float
    wins: int
    mu: float = 25.0
    sigma: float = 8.333333333333334
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        handle: None | str
        handle = self.handle

        kind = self.kind.value

        mu = self.mu

        name: None | str
        name = self.name

        player_id = self.player_id

        rating = self.rating

        sigma = self.sigma

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
                "handle": handle,
                "kind": kind,
                "mu": mu,
                "name": name,
                "player_id": player_id,
                "rating": rating,
                "sigma": sigma,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        def _parse_handle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        handle = _parse_handle(d.pop("handle"))

        kind = GameKind(d.pop("kind"))

        mu = d.pop("mu")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        player_id = d.pop("player_id")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        wins = d.pop("wins")

        rating = cls(
            games=games,
            handle=handle,
            kind=kind,
            mu=mu,
            name=name,
            player_id=player_id,
            rating=rating,
            sigma=sigma,
            wins=wins,
        )

        rating.additional_properties = d
        return rating

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
