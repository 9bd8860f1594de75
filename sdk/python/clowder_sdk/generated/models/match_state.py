from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_record import GameRecord


T = TypeVar("T", bound="MatchState")


@_attrs_define
class MatchState:
    """
    Attributes:
        advancing (list[str]):
        bye (bool):  Default: False.
        entrants (list[str]):
        finished (bool):  Default: False.
        games (list[GameRecord]):
        match_id (str):
        placements (list[int]):
        points (list[float]):
        reason (str):  Default: ''.
        round_ (int):
    """

    advancing: list[str]
    entrants: list[str]
    games: list[GameRecord]
    match_id: str
    placements: list[int]
    points: list[float]
    round_: int
    bye: bool = False
    finished: bool = False
    reason: str = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        advancing = self.advancing

        bye = self.bye

        entrants = self.entrants

        finished = self.finished

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        match_id = self.match_id

        placements = self.placements

        points = self.points

        reason = self.reason

        round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advancing": advancing,
                "bye": bye,
                "entrants": entrants,
                "finished": finished,
                "games": games,
                "match_id": match_id,
                "placements": placements,
                "points": points,
                "reason": reason,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_record import GameRecord  # noqa: PLC0415

        d = dict(src_dict)
        advancing = cast(list[str], d.pop("advancing"))

        bye = d.pop("bye")

        entrants = cast(list[str], d.pop("entrants"))

        finished = d.pop("finished")

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameRecord.from_dict(games_item_data)

            games.append(games_item)

        match_id = d.pop("match_id")

        placements = cast(list[int], d.pop("placements"))

        points = cast(list[float], d.pop("points"))

        reason = d.pop("reason")

        round_ = d.pop("round")

        match_state = cls(
            advancing=advancing,
            bye=bye,
            entrants=entrants,
            finished=finished,
            games=games,
            match_id=match_id,
            placements=placements,
            points=points,
            reason=reason,
            round_=round_,
        )

        match_state.additional_properties = d
        return match_state

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
