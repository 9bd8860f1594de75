"""What the API shows of a game: its summary and a seat's (or a spectator's) view.

Built from a :class:`GameRecord` by the projector (into Redis) and by the
command path (for the answer to a command), so both show the same thing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec

from domain.audit.chain import ChainHead
from domain.audit.receipts import Receipt
from domain.core.game import Game, Outcome, Viewer
from services.game_record import GameRecord, Status


class SeatInfo(msgspec.Struct, frozen=True):
    seat: int
    player_id: str | None
    name: str | None


class GameSummary(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    status: Status
    seat_count: int
    seats: tuple[SeatInfo, ...]
    options: dict[str, Any]
    created_by: str
    created_at: float
    decision_seconds: float | None
    version: int
    pending_seats: tuple[int, ...]
    outcome: Outcome | None
    #: Why an operator aborted the game (it is finished, with no outcome).
    aborted: str | None = None
    #: The chance algorithm and the SHA-256 commitment to the server seed,
    #: public from creation on (the seed itself only after the end).
    rng: str = "mt19937-sha256-v1"
    seed_commitment: str | None = None
    #: The game's hash chain head (version, hash of its last event).
    chain: ChainHead | None = None
    #: In the answer to a lobby command (create, join, leave, start): the
    #: service's signature over the head, like a command's receipt.
    receipt: Receipt | None = None
    #: ``created_at`` as RFC 3339 (UTC), the format of every other time in the API;
    #: ``created_at`` (Unix seconds) stays for the clients that read it.
    created: datetime | None = None


class SeatView(msgspec.Struct, frozen=True):
    """A viewer's picture of the game at ``version``; ``seat`` is None for a spectator."""

    game_id: str
    kind: str
    status: Status
    version: int
    seat: int | None
    pending_seats: tuple[int, ...]
    your_turn: bool
    legal_commands: tuple[Any, ...]
    view: Any
    outcome: Outcome | None
    aborted: str | None = None
    #: The game's hash chain head at ``version`` (docs/fairness.md).
    chain: ChainHead | None = None


def summarize(game: Game[Any, Any, Any, Any], record: GameRecord) -> GameSummary:
    seats = tuple(
        SeatInfo(seat, holder.player_id if holder else None, holder.name if holder else None)
        for seat, holder in enumerate(record.seats)
    )
    return GameSummary(
        game_id=record.game_id,
        kind=record.kind,
        status=record.status,
        seat_count=len(record.seats),
        seats=seats,
        options=record.options,
        created_by=record.created_by,
        created_at=record.created_at,
        decision_seconds=record.decision_seconds,
        version=record.version,
        pending_seats=_pending(game, record),
        outcome=_outcome(game, record),
        aborted=record.aborted,
        rng=record.rng,
        seed_commitment=record.seed_commitment,
        chain=head_of(record),
        created=datetime.fromtimestamp(record.created_at, UTC),
    )


def head_of(record: GameRecord) -> ChainHead | None:
    """The record's chain head; None for a game created before chains."""
    return None if record.chain_head is None else ChainHead(record.version, record.chain_head)


def seat_view(game: Game[Any, Any, Any, Any], record: GameRecord, viewer: Viewer) -> SeatView:
    pending = _pending(game, record)
    acting = viewer is not None and viewer in pending
    legal = tuple(game.legal_commands(record.state, viewer)) if acting and viewer is not None else ()
    started = record.status != "open"
    return SeatView(
        game_id=record.game_id,
        kind=record.kind,
        status=record.status,
        version=record.version,
        seat=viewer,
        pending_seats=pending,
        your_turn=acting,
        legal_commands=legal,
        view=game.view(record.state, viewer) if started else None,
        outcome=_outcome(game, record),
        aborted=record.aborted,
        chain=head_of(record),
    )


def _outcome(game: Game[Any, Any, Any, Any], record: GameRecord) -> Outcome | None:
    """An aborted game has none, whatever its state says."""
    if record.status != "finished" or record.aborted is not None:
        return None
    return game.outcome(record.state)


def _pending(game: Game[Any, Any, Any, Any], record: GameRecord) -> tuple[int, ...]:
    if record.status != "running":
        return ()
    return tuple(sorted(game.pending_seats(record.state)))
