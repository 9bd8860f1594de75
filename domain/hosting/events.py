"""Lobby events: how a game is created and seated, before its own rules take over.

They live in the game's stream beside the game's own events, so one stream
tells a game's whole life. Their tags start with ``lobby.`` and are pinned.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.audit.chain import NO_CHAIN
from domain.core.chance import MT19937_SHA256_V1


class GameCreated(msgspec.Struct, frozen=True, tag="lobby.game_created"):
    game_id: str
    kind: str
    seats: int
    options: dict[str, Any]
    created_by: str
    #: Unix time of creation, set by the service (the domain never reads a clock).
    created_at: float = 0.0
    #: Seconds each seat has for each decision (None: no limit); see services/deadlines.py.
    decision_seconds: float | None = None
    #: The chance algorithm (domain/core/chance.py); the default is what games before it used.
    rng: str = MT19937_SHA256_V1
    #: The hash chain algorithm (domain/audit/chain.py); "none" for games before chains.
    chain: str = NO_CHAIN
    #: SHA-256 of the server seed (hex), published before anything is dealt (docs/fairness.md).
    seed_commitment: str | None = None
    #: The tournament that hosts this game: its seats are taken in the same batch as this
    #: event, from the pairing, and nobody else may sit, leave or start it (None: a lobby game).
    tournament_id: str | None = None
    #: The quick-play match that seated this game (``matchmaking-<kind>/<number>``): its seats are
    #: taken in the same batch, from the queue's match, and nobody else may sit, leave or start it.
    match_id: str | None = None


class SeatTaken(msgspec.Struct, frozen=True, tag="lobby.seat_taken"):
    seat: int
    player_id: str
    player_name: str
    #: The seat's contribution to the game's randomness; "" when it sent none.
    client_seed: str = ""


class SeatLeft(msgspec.Struct, frozen=True, tag="lobby.seat_left"):
    seat: int
    player_id: str


class GameStarted(msgspec.Struct, frozen=True, tag="lobby.game_started"):
    started_by: str


class GameAborted(msgspec.Struct, frozen=True, tag="lobby.game_aborted"):
    """An operator ended the game before its rules did: no winner, no rating change.

    Tournaments score an aborted game as a no-result: a draw for every seat."""

    reason: str
    aborted_by: str


LobbyEvent = GameCreated | SeatTaken | SeatLeft | GameStarted | GameAborted
LOBBY_EVENTS: tuple[type[msgspec.Struct], ...] = (GameCreated, SeatTaken, SeatLeft, GameStarted, GameAborted)
LOBBY_EVENT_TYPES: frozenset[type[msgspec.Struct]] = frozenset(LOBBY_EVENTS)

LOBBY_PREFIX = "lobby."
