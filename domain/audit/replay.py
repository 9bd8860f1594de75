"""Re-deciding a history with the hosted game's decider: every batch, lobby ones included.

The history is folded into the hosted game's record (``domain/hosting/record.py``)
and each batch is decided again by the same decider the service runs
(``domain/hosting/decider.py``): the creation and each seat taken or left by
the lobby's rules (an open game, a free seat, nobody seated twice, nobody in a
tournament's game but its pairing), the start and every command by the game's
own rules, with the random source the game's recorded algorithm derives for
the version it was decided at. What the decider gives must equal, value for
value, what is stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.audit.ending import ABORTED
from domain.audit.evolution import same_as_decided
from domain.audit.export import ExportedEvent
from domain.audit.findings import Finding, short
from domain.audit.recorded_commands import CREATED, KNOWN_LOBBY_TYPES, LOBBY, STARTED, recorded_command, same_creation
from domain.core.game import Game
from domain.core.rejection import Rejected
from domain.hosting.decider import decide
from domain.hosting.events import GameCreated, LobbyEvent
from domain.hosting.record import GameRecord, evolve_record, record_created


class Replay(msgspec.Struct):
    findings: list[Finding]
    batches: int = 0
    redecided: int = 0
    terminal: bool = False
    #: The version of the event that ended the game, and what ended it ("the rules", "an abort").
    ended_at: int | None = None
    ended_by: str | None = None
    #: Where the replay had to stop (a fault it could not go past): what follows is unchecked.
    stopped_at: int | None = None
    #: Lobby events the verifier does not know (noted, not re-decided).
    unknown: tuple[str, ...] = ()


def replay(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    game_id: str,
    events: list[ExportedEvent],
    server_seed: bytes,
) -> Replay:
    out = Replay(findings=[])
    unknown: list[str] = []
    record: GameRecord | None = None
    started = False
    # A batch is what one decision appended: a maximal run of consecutive events with the same
    # decided_at, standing at decided_at + 1. The first is the creation (version 1, decided at 0,
    # with a tournament game's seats taken in it): counting from version 2 would call a
    # tournament game's seats a batch standing at the wrong version.
    for decided_at, group in groupby(events, key=lambda event: event.metadata.get("decided_at", 0)):
        batch = list(group)
        out.batches += 1
        if out.ended_at is not None:
            out.findings.append(_after_the_end(batch[0], out))
            out.stopped_at = batch[0].version
            break
        if batch[0].version != decided_at + 1:
            out.findings.append(
                Finding(
                    "order",
                    "a batch was decided at one version but stands at another (moved or inserted)",
                    batch[0].version,
                    str(decided_at + 1),
                    str(batch[0].version),
                )
            )
        misplaced = _out_of_place(batch, started)
        if misplaced is not None:
            out.findings.append(misplaced)
            out.stopped_at = misplaced.version
            break
        started = started or batch[0].type == STARTED
        if batch[0].type.startswith(LOBBY) and batch[0].type not in KNOWN_LOBBY_TYPES:
            unknown.append(batch[0].type)  # a lobby event this verifier does not know: noted, not decided
            continue
        try:
            # Decided at ``decided_at``: the version its chance derives from.
            before = None if record is None else replace(record, version=decided_at)
            expected = _expected(games, before, batch, server_seed)
        except Exception as error:  # the rules stop on a state a forged history built: say where, and stop
            out.findings.append(_cannot_decide(batch[0], error))
            out.stopped_at = batch[0].version
            break
        # The stored events are compared before they are applied: a forged event is named as
        # what it is (not the decider's decision), not as whatever it breaks when applied.
        mismatch = _first_difference(expected, batch, games, record)
        if mismatch is not None:
            out.findings.append(mismatch)
        else:
            out.redecided += 1
        applied = _apply(games, record, batch, out)
        if applied is None:
            out.stopped_at = batch[0].version
            break
        record = applied
        if out.ended_at is None and record.aborted is None and record.status == "finished":
            out.ended_at, out.ended_by = batch[-1].version, "the rules"
    out.terminal = out.ended_at is not None
    out.unknown = tuple(unknown)
    return out


def _out_of_place(batch: list[ExportedEvent], started: bool) -> Finding | None:
    """Seats, and with them the client seeds chance derives from, are fixed once the game starts;
    the rules' events only follow the start. Only an abort may come after it."""
    for index, event in enumerate(batch):
        lobby = event.type.startswith(LOBBY)
        began = started or batch[0].type == STARTED
        if (started and lobby and event.type != ABORTED) or (index and event.type == STARTED):
            return Finding(
                "replay",
                f"{event.type} after the game began: seats and client seeds are fixed at the start",
                event.version,
                "a game event or lobby.game_aborted",
                event.type,
            )
        if not lobby and not began:
            return Finding(
                "replay",
                f"{event.type} before the game began (lobby.game_started)",
                event.version,
                "a lobby event",
                event.type,
            )
    return None


def _apply(
    games: Mapping[str, Game[Any, Any, Any, Any]], record: GameRecord | None, batch: list[ExportedEvent], out: Replay
) -> GameRecord | None:
    """``record`` after the batch's stored events, or None (with the fault named) when one cannot apply."""
    for event in batch:
        if out.ended_at is not None:  # in the abort's own batch
            out.findings.append(_after_the_end(event, out))
            return None
        try:
            if record is None:
                created = msgspec.convert(event.data, GameCreated)
                record = record_created(games[created.kind], created)
                continue
            game = games[record.kind]
            decoded = msgspec.convert(event.data, LobbyEvent if event.type.startswith(LOBBY) else game.event_type)
            record = evolve_record(game, record, decoded)
        except Exception as error:
            out.findings.append(
                Finding(
                    "replay",
                    f"{event.type} cannot be applied to the game the events before it built; "
                    f"the rules stop with {described(error)}",
                    event.version,
                    "an event the rules can apply",
                    short(event.data),
                )
            )
            return None
        if event.type == ABORTED:
            out.ended_at, out.ended_by = event.version, "an abort"
    return record


def _cannot_decide(first: ExportedEvent, error: Exception) -> Finding:
    command = first.metadata.get("command")
    what = f"the command {short(command)} from seat {first.metadata.get('seat')}" if command else first.type
    return Finding(
        "replay",
        f"{what} cannot be re-decided on the game the events before it built; the rules stop with {described(error)}",
        first.version,
        "a decision of the rules",
        short(first.data),
    )


def _after_the_end(first: ExportedEvent, out: Replay) -> Finding:
    return Finding(
        "replay",
        f"{first.type} comes after the game ended (by {out.ended_by}, at version {out.ended_at}): nothing may follow",
        first.version,
        "no event",
        first.type,
    )


def described(error: BaseException) -> str:
    """``error`` named with where the rules raised it: a bare ``assert`` has no message of its own."""
    text = str(error) or "a consistency check of the rules failed"
    trace = error.__traceback__
    while trace is not None and trace.tb_next is not None:
        trace = trace.tb_next
    if trace is None:
        return f"{type(error).__name__}: {short(text)}"
    path = trace.tb_frame.f_code.co_filename.replace("\\", "/")
    where = path[path.rindex("domain/") :] if "domain/" in path else path.rsplit("/", 1)[-1]
    return f"{type(error).__name__}: {short(text)} (in {trace.tb_frame.f_code.co_name}, {where}:{trace.tb_lineno})"


def _expected(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    record: GameRecord | None,
    batch: list[ExportedEvent],
    server_seed: bytes,
) -> list[Any]:
    """What the hosted game's decider decides for this batch (JSON values), or why it refuses (a string)."""
    try:
        actor, command = recorded_command(games, record, batch)
        return [msgspec.to_builtins(e) for e in decide(games, record, actor, command, server_seed)]
    except (Rejected, msgspec.ValidationError) as rejection:
        raw, seat = batch[0].metadata.get("command"), batch[0].metadata.get("seat")
        what = f"{short(raw)} from seat {seat}" if raw is not None else batch[0].type
        return [f"the rules refuse {what}: {rejection}"]


def _first_difference(
    expected: list[Any],
    batch: list[ExportedEvent],
    games: Mapping[str, Game[Any, Any, Any, Any]],
    record: GameRecord | None,
) -> Finding | None:
    for index, event in enumerate(batch):
        if index >= len(expected):
            return Finding(
                "replay",
                f"{event.type} is not what the rules decide: the decision has fewer events",
                event.version,
                "no event",
                short(event.data),
            )
        if isinstance(expected[index], str):
            return Finding("replay", expected[index], event.version)
        if not _equal(expected[index], event, games, record):
            return Finding(
                "replay",
                f"{event.type} differs from the re-decided event",
                event.version,
                short(expected[index]),
                short(event.data),
            )
    if len(expected) > len(batch):
        return Finding(
            "replay",
            "the rules decide more events than are stored (an event is missing)",
            batch[-1].version + 1,
            short(expected[len(batch)]),
            "no event",
        )
    return None


def _equal(
    decided: Any, event: ExportedEvent, games: Mapping[str, Game[Any, Any, Any, Any]], record: GameRecord | None
) -> bool:
    """An event may predate a field the decider now decides (with its default: a seat taken
    before client seeds has none); a creation's options are compared as the game reads them
    (an old game lacks options added since)."""
    if event.type == CREATED:
        return same_creation(games, decided, event.data)
    if event.type.startswith(LOBBY) or record is None:
        return same_as_decided(decided, event.data, LobbyEvent)
    return same_as_decided(decided, event.data, games[record.kind].event_type)
