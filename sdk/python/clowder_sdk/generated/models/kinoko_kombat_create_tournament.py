from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.kinoko_kombat_create_tournament_format import KinokoKombatCreateTournamentFormat
from ..models.kinoko_kombat_create_tournament_seeding import KinokoKombatCreateTournamentSeeding
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions


T = TypeVar("T", bound="KinokoKombatCreateTournament")


@_attrs_define
class KinokoKombatCreateTournament:
    """
    Attributes:
        format_ (KinokoKombatCreateTournamentFormat):
        kind (Literal['kinoko-kombat']):  Default: 'kinoko-kombat'.
        decision_seconds (float | None | Unset):
        game_options (KinokoKombatKinokoOptions | Unset): `points`: the Reference card point table (see
            docs/rules/kinoko-kombat.md).

            `two_player_pairing`: how the two rows pair up in the 2-player variant.

            `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
            two players uniformly. Games created before it get `first-of-colour-v1`,
            the deal they were dealt by.
        games_per_match (int | Unset):  Default: 1.
        rounds (int | None | Unset):
        seats_per_game (int | Unset):  Default: 2.
        seeding (KinokoKombatCreateTournamentSeeding | Unset):  Default:
            KinokoKombatCreateTournamentSeeding.REGISTRATION.
    """

    format_: KinokoKombatCreateTournamentFormat
    kind: Literal["kinoko-kombat"] = "kinoko-kombat"
    decision_seconds: float | None | Unset = UNSET
    game_options: KinokoKombatKinokoOptions | Unset = UNSET
    games_per_match: int | Unset = 1
    rounds: int | None | Unset = UNSET
    seats_per_game: int | Unset = 2
    seeding: KinokoKombatCreateTournamentSeeding | Unset = KinokoKombatCreateTournamentSeeding.REGISTRATION

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
        from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = KinokoKombatCreateTournamentFormat(d.pop("format"))

        kind = cast(Literal["kinoko-kombat"], d.pop("kind"))
        if kind != "kinoko-kombat":
            raise ValueError(f"kind must match const 'kinoko-kombat', got '{kind}'")

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        _game_options = d.pop("game_options", UNSET)
        game_options: KinokoKombatKinokoOptions | Unset
        if isinstance(_game_options, Unset):
            game_options = UNSET
        else:
            game_options = KinokoKombatKinokoOptions.from_dict(_game_options)

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
        seeding: KinokoKombatCreateTournamentSeeding | Unset
        if isinstance(_seeding, Unset):
            seeding = UNSET
        else:
            seeding = KinokoKombatCreateTournamentSeeding(_seeding)

        kinoko_kombat_create_tournament = cls(
            format_=format_,
            kind=kind,
            decision_seconds=decision_seconds,
            game_options=game_options,
            games_per_match=games_per_match,
            rounds=rounds,
            seats_per_game=seats_per_game,
            seeding=seeding,
        )

        return kinoko_kombat_create_tournament
