"""What each viewer may see of a hosted game, in one place.

Every channel that shows a game asks here: the view and the command's answer
(:func:`seat_view`), the history, a past version, the live stream, the
decisions stream and a seat's export (:func:`visible_to`, event by event),
and the lobby (:func:`summarize`). Who the viewer is comes from the policy
(:func:`viewer_for`): a seat's private view is its holder's while the game
runs, and everyone's once it has ended.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

import msgspec

from domain.audit.chain import ChainHead
from domain.audit.receipts import Receipt
from domain.core.game import Game, Outcome, Viewer
from domain.hosting.events import LOBBY_EVENT_TYPES
from domain.hosting.policy import Actor, Denied, GameFacts, ReadSeat, decide
from domain.hosting.record import GameRecord, Status
from domain.hosting.refusals import refused_by

#: A moment in time, sent as RFC 3339 with its offset (UTC): ``format: date-time`` in the spec.
Instant = Annotated[datetime, msgspec.Meta(tz=True)]


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
    #: When the pending seats' time to decide runs out (RFC 3339, UTC): the game's
    #: ``decision_seconds`` after the event at ``version``. At that moment or soon after, the
    #: service plays the default move for each seat still pending (docs/deadlines.md).
    #: None for a game without ``decision_seconds`` or not running.
    deadline: Instant | None = None


def visible_to(game: Game[Any, Any, Any, Any], event: Any, viewer: Viewer, ended: bool) -> Any:
    """``event`` as ``viewer`` may see it: the lobby's events are public, and so is every event
    once the game has ended; while it runs, a rules event passes through the game's
    ``visible_event`` for that viewer (a drawn card becomes "a card")."""
    if ended or type(event) in LOBBY_EVENT_TYPES:
        return event
    return game.visible_event(event, viewer)


def viewer_for(actor: Actor, facts: GameFacts, asked: int | None = None) -> Viewer:
    """Whose eyes a caller reads a game with: the seat it asked for, if the policy lets it
    read that seat (a 403 otherwise); else its own seat; else a spectator's."""
    if asked is not None:
        verdict = decide(actor, ReadSeat(facts, asked))
        if isinstance(verdict, Denied):
            raise refused_by(verdict)
        return asked
    return facts.seat_of(actor.player_id)


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
        deadline=deadline_of(record),
    )


def deadline_of(record: GameRecord) -> datetime | None:
    """When the pending seats' decisions are due; None without a clock (or a time of the last event)."""
    if record.status != "running" or record.decision_seconds is None or record.moved_at is None:
        return None
    return datetime.fromtimestamp(record.moved_at + record.decision_seconds, UTC)


def _outcome(game: Game[Any, Any, Any, Any], record: GameRecord) -> Outcome | None:
    """An aborted game has none, whatever its state says."""
    if record.status != "finished" or record.aborted is not None:
        return None
    return game.outcome(record.state)


def _pending(game: Game[Any, Any, Any, Any], record: GameRecord) -> tuple[int, ...]:
    if record.status != "running":
        return ()
    return tuple(sorted(game.pending_seats(record.state)))
