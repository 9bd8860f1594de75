from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trending_kittens_create_tournament_format import TrendingKittensCreateTournamentFormat
from ..models.trending_kittens_create_tournament_seeding import TrendingKittensCreateTournamentSeeding
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trending_kittens_options import TrendingKittensOptions


T = TypeVar("T", bound="TrendingKittensCreateTournament")


@_attrs_define
class TrendingKittensCreateTournament:
    """
    Attributes:
        format_ (TrendingKittensCreateTournamentFormat):
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        decision_seconds (float | None | Unset):
        game_options (TrendingKittensOptions | Unset): How a game is set up.

            * `factions`: the faction id of each seat, in seat order; empty = seats
              take the catalog in order (custom factions first, then the built-in ones).
            * `custom_factions`: extra faction decks for this game.
            * `best_of`: 1 (single game), 3 or 5 (a match of successive games).
            * `teams`: the team label of each seat; empty = skirmish, all against all.
            * `over_limit`: see `OVER_LIMIT`.
            * `empty_places`: see `EMPTY_PLACES`.
            * `faction_edition`: which built-in decks: 2 (balanced, the default) or 1.
            * `match_ties`: see `MATCH_TIES`.
            * `lead_bonus`: points added to the score of the seat that plays first
              in each game, which is otherwise at a disadvantage (a house rule: the
              rulebook has no bonus). 0 (the default, the rulebook): none; `None`:
              1 with two seats, 0 with more (the default of the games created between
              the bonus and the rulebook default, which stored it so).
        games_per_match (int | Unset):  Default: 1.
        rounds (int | None | Unset):
        seats_per_game (int | Unset):  Default: 2.
        seeding (TrendingKittensCreateTournamentSeeding | Unset):  Default:
            TrendingKittensCreateTournamentSeeding.REGISTRATION.
    """

    format_: TrendingKittensCreateTournamentFormat
    kind: Literal["trending-kittens"] = "trending-kittens"
    decision_seconds: float | None | Unset = UNSET
    game_options: TrendingKittensOptions | Unset = UNSET
    games_per_match: int | Unset = 1
    rounds: int | None | Unset = UNSET
    seats_per_game: int | Unset = 2
    seeding: TrendingKittensCreateTournamentSeeding | Unset = TrendingKittensCreateTournamentSeeding.REGISTRATION

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        kind = self.kind

        decision_seconds: float | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        game_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.game_options, Unset):
            game_options = self.game_options.to_dict()

        games_per_match = self.games_per_match

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        seats_per_game = self.seats_per_game

        seeding: str | Unset = UNSET
        if not isinstance(self.seeding, Unset):
            seeding = self.seeding.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "kind": kind,
            }
        )
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if game_options is not UNSET:
            field_dict["game_options"] = game_options
        if games_per_match is not UNSET:
            field_dict["games_per_match"] = games_per_match
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if seats_per_game is not UNSET:
            field_dict["seats_per_game"] = seats_per_game
        if seeding is not UNSET:
            field_dict["seeding"] = seeding

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_options import TrendingKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = TrendingKittensCreateTournamentFormat(d.pop("format"))

        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        _game_options = d.pop("game_options", UNSET)
        game_options: TrendingKittensOptions | Unset
        if isinstance(_game_options, Unset):
            game_options = UNSET
        else:
            game_options = TrendingKittensOptions.from_dict(_game_options)

        games_per_match = d.pop("games_per_match", UNSET)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        seats_per_game = d.pop("seats_per_game", UNSET)

        _seeding = d.pop("seeding", UNSET)
        seeding: TrendingKittensCreateTournamentSeeding | Unset
        if isinstance(_seeding, Unset):
            seeding = UNSET
        else:
            seeding = TrendingKittensCreateTournamentSeeding(_seeding)

        trending_kittens_create_tournament = cls(
            format_=format_,
            kind=kind,
            decision_seconds=decision_seconds,
            game_options=game_options,
            games_per_match=games_per_match,
            rounds=rounds,
            seats_per_game=seats_per_game,
            seeding=seeding,
        )

        return trending_kittens_create_tournament
