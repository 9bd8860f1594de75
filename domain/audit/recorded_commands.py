"""What each recorded batch asked of the hosted game: the command, and who sent it.

The audit re-decides every batch with the hosted game's decider
(``domain/hosting/decider.py``), so it needs each batch's command back. A
lobby batch carries it in its own first event (a seat taken says which seat,
with which client seed); a seat's move is in the batch's metadata (``seat`` and
``command``). Who sent it is the metadata's ``player_id``: a seat is taken or
left, and a lobby game started, by that player as the lobby's rules allow any
player; a tournament's game is created and started by the service for its
organizer, an abort comes from an operator or the service, and a move is
decided for the seat the metadata names (bots and deadlines stand in for it).
The tokens' scopes are not in the history: what the audit re-checks is what the
game's state allows, not what a token did.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import msgspec

from domain.audit.export import ExportedEvent
from domain.core.game import Game
from domain.core.rejection import Rejected
from domain.hosting.commands import (
    AbortGame,
    CreateGame,
    Entrant,
    HostedCommand,
    LeaveSeat,
    MatchSeating,
    Play,
    StartGame,
    TakeSeat,
    TournamentSeating,
)
from domain.hosting.events import LOBBY_EVENTS, GameAborted, GameCreated, SeatTaken
from domain.hosting.policy import Actor
from domain.hosting.record import GameRecord

LOBBY: Final = "lobby."
CREATED: Final = "lobby.game_created"
SEAT_TAKEN: Final = "lobby.seat_taken"
SEAT_LEFT: Final = "lobby.seat_left"
STARTED: Final = "lobby.game_started"
ABORTED: Final = "lobby.game_aborted"
KNOWN_LOBBY_TYPES: Final = frozenset(str(event.__struct_config__.tag) for event in LOBBY_EVENTS)
#: A player as the lobby's rules see one: any player may sit, leave and start a lobby game.
_PLAYER_SCOPES: Final = frozenset({"play", "read"})


class SeatlessCommand(Rejected):
    """A move recorded without the seat it was for: only a forged history has one."""


def recorded_command(
    games: Mapping[str, Game[Any, Any, Any, Any]], record: GameRecord | None, batch: list[ExportedEvent]
) -> tuple[Actor, HostedCommand]:
    """The actor and command that decided ``batch`` on the game ``record`` (None before its creation)."""
    first = batch[0]
    player_id = first.metadata.get("player_id")
    if first.type == CREATED or record is None:
        return _creation(games, batch)
    if first.type == SEAT_TAKEN:
        taken = msgspec.convert(first.data, SeatTaken)
        return _player(player_id), TakeSeat(name=taken.player_name, seat=taken.seat, client_seed=taken.client_seed)
    if first.type == SEAT_LEFT:
        return _player(player_id), LeaveSeat()
    if first.type == STARTED:
        # A tournament's or a quick-play queue's manager starts its games as the service.
        started_by_service = record.tournament_id is not None or record.match_id is not None
        return Actor(player_id=player_id, scopes=_PLAYER_SCOPES, service=started_by_service), StartGame()
    if first.type == ABORTED:
        aborted = msgspec.convert(first.data, GameAborted)
        return Actor(player_id=player_id, service=True), AbortGame(aborted.reason)
    seat, raw = first.metadata.get("seat"), first.metadata.get("command")
    if not isinstance(seat, int):
        raise SeatlessCommand(f"the command names no seat (seat: {seat!r})")
    command = msgspec.convert(raw, games[record.kind].command_type)
    return Actor(player_id=player_id, service=True), Play(command, seat=seat)


def same_creation(games: Mapping[str, Game[Any, Any, Any, Any]], decided: Any, stored: Any) -> bool:
    """A re-decided creation equals the stored one, options compared as the game reads them
    (a game created before an option existed lacks it, and reads it with its old rule)."""
    if not isinstance(decided, dict) or not isinstance(stored, dict):
        return False
    game = games.get(str(stored.get("kind")))
    if game is None:
        return False
    try:
        options_equal = game.stored_options(decided["options"]) == game.stored_options(stored["options"])
        rest_equal = msgspec.convert({**decided, "options": {}}, GameCreated) == msgspec.convert(
            {**stored, "options": {}}, GameCreated
        )
    except (KeyError, TypeError, msgspec.ValidationError):
        return False
    return options_equal and rest_equal


def _creation(games: Mapping[str, Game[Any, Any, Any, Any]], batch: list[ExportedEvent]) -> tuple[Actor, CreateGame]:
    created = msgspec.convert(batch[0].data, GameCreated)
    game = games[created.kind]
    entrants = tuple(
        Entrant(taken.player_id, taken.player_name)
        for taken in (msgspec.convert(e.data, SeatTaken) for e in batch[1:] if e.type == SEAT_TAKEN)
    )
    tournament = None if created.tournament_id is None else TournamentSeating(created.tournament_id, entrants)
    match = None if created.match_id is None else MatchSeating(created.match_id, entrants)
    command = CreateGame(
        game_id=created.game_id,
        kind=created.kind,
        seats=created.seats,
        options=msgspec.to_builtins(game.stored_options(created.options)),
        created_at=created.created_at,
        rng=created.rng,
        chain=created.chain,
        seed_commitment=created.seed_commitment,
        decision_seconds=created.decision_seconds,
        tournament=tournament,
        match=match,
    )
    # The creator's own game, or a game the service created and seated (a tournament's, a match's).
    assigned = tournament is not None or match is not None
    return Actor(player_id=created.created_by, scopes=_PLAYER_SCOPES, service=assigned), command


def _player(player_id: Any) -> Actor:
    return Actor(player_id=player_id if isinstance(player_id, str) else None, scopes=_PLAYER_SCOPES)
