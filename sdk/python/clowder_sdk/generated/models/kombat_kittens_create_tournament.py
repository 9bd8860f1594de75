from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.kombat_kittens_create_tournament_format import KombatKittensCreateTournamentFormat
from ..models.kombat_kittens_create_tournament_seeding import KombatKittensCreateTournamentSeeding
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kombat_kittens_options import KombatKittensOptions


T = TypeVar("T", bound="KombatKittensCreateTournament")


@_attrs_define
class KombatKittensCreateTournament:
    """
    Attributes:
        format_ (KombatKittensCreateTournamentFormat):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        decision_seconds (float | None | Unset):
        game_options (KombatKittensOptions | Unset): `nine_follows_seven`: 7 and 9 are adjacent in a straight (there is
            no 8).

            `first_seat`: who goes first; `None` (the default) draws it at random
            (the rulebook's "most realistic meow" cannot be judged by a server).

            `recruit_twice_in_a_row`: may a player recruit on two turns of theirs in
            a row? On by default (the rulebook sets no limit). Off is the opt-in limit:
            players who only trade Recruit cards never run the deck out, so a table
            that wants every game to end (a tournament of bots) may choose it.

            `dog_placement`: `window` (default) puts each Dog but the bottom one at
            a random place around its share of the pile (see `dogs`); `exact`
            at exactly its share, which anyone counting the draws can predict.

            `tied_dog`: `discard` (default, the rulebook) puts a tied Dogfight's
            Dog in the Litter Box; `set_aside` takes it out of the game.

            `final_dogfight_ends_game`: the game ends right after the final deck's
            bottom Dog has been fought over (the rulebook, the default), even if the
            draws after it brought a Dog back up from the Litter Box; off, such a Dog
            was fought over too (games created before).

            Games created before an option existed get the rule they were played by
            (`LEGACY_OPTIONS`): recruiting twice in a row allowed (as now), `exact`,
            `set_aside`, and the Dog after the final Dogfight fought over.
        games_per_match (int | Unset):  Default: 1.
        rounds (int | None | Unset):
        seats_per_game (int | Unset):  Default: 2.
        seeding (KombatKittensCreateTournamentSeeding | Unset):  Default:
            KombatKittensCreateTournamentSeeding.REGISTRATION.
    """

    format_: KombatKittensCreateTournamentFormat
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    decision_seconds: float | None | Unset = UNSET
    game_options: KombatKittensOptions | Unset = UNSET
    games_per_match: int | Unset = 1
    rounds: int | None | Unset = UNSET
    seats_per_game: int | Unset = 2
    seeding: KombatKittensCreateTournamentSeeding | Unset = KombatKittensCreateTournamentSeeding.REGISTRATION

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
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = KombatKittensCreateTournamentFormat(d.pop("format"))

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        _game_options = d.pop("game_options", UNSET)
        game_options: KombatKittensOptions | Unset
        if isinstance(_game_options, Unset):
            game_options = UNSET
        else:
            game_options = KombatKittensOptions.from_dict(_game_options)

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
        seeding: KombatKittensCreateTournamentSeeding | Unset
        if isinstance(_seeding, Unset):
            seeding = UNSET
        else:
            seeding = KombatKittensCreateTournamentSeeding(_seeding)

        kombat_kittens_create_tournament = cls(
            format_=format_,
            kind=kind,
            decision_seconds=decision_seconds,
            game_options=game_options,
            games_per_match=games_per_match,
            rounds=rounds,
            seats_per_game=seats_per_game,
            seeding=seeding,
        )

        return kombat_kittens_create_tournament
