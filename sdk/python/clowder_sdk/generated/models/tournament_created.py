from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind
from ..models.tournament_created_format import TournamentCreatedFormat

if TYPE_CHECKING:
    from ..models.tournament_created_game_options import TournamentCreatedGameOptions


T = TypeVar("T", bound="TournamentCreated")


@_attrs_define
class TournamentCreated:
    """
    Attributes:
        format_ (TournamentCreatedFormat):
        game_options (TournamentCreatedGameOptions):
        games_per_match (int):
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        rounds (int | None):
        seats_per_game (int):
        seeding (str):  Default: 'registration'.
        tournament_id (str):
        type_ (Literal['tournament_created']):  Default: 'tournament_created'.
    """

    format_: TournamentCreatedFormat
    game_options: TournamentCreatedGameOptions
    games_per_match: int
    kind: GameKind
    rounds: int | None
    seats_per_game: int
    tournament_id: str
    seeding: str = "registration"
    type_: Literal["tournament_created"] = "tournament_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game_options = self.game_options.to_dict()

        games_per_match = self.games_per_match

        kind = self.kind.value

        rounds: int | None
        rounds = self.rounds

        seats_per_game = self.seats_per_game

        seeding = self.seeding

        tournament_id = self.tournament_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "game_options": game_options,
                "games_per_match": games_per_match,
                "kind": kind,
                "rounds": rounds,
                "seats_per_game": seats_per_game,
                "seeding": seeding,
                "tournament_id": tournament_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_created_game_options import TournamentCreatedGameOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = TournamentCreatedFormat(d.pop("format"))

        game_options = TournamentCreatedGameOptions.from_dict(d.pop("game_options"))

        games_per_match = d.pop("games_per_match")

        kind = GameKind(d.pop("kind"))

        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))

        seats_per_game = d.pop("seats_per_game")

        seeding = d.pop("seeding")

        tournament_id = d.pop("tournament_id")

        type_ = cast(Literal["tournament_created"], d.pop("type"))
        if type_ != "tournament_created":
            raise ValueError(f"type must match const 'tournament_created', got '{type_}'")

        tournament_created = cls(
            format_=format_,
            game_options=game_options,
            games_per_match=games_per_match,
            kind=kind,
            rounds=rounds,
            seats_per_game=seats_per_game,
            seeding=seeding,
            tournament_id=tournament_id,
            type_=type_,
        )

        tournament_created.additional_properties = d
        return tournament_created

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
