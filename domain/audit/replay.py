"""Re-deciding a history with the rules: every chance event from the seeds, every command again.

The lobby part is folded here from the events' JSON (the verifier never
imports the service); each batch of the game's own events is decided again
from its recorded command (or the start) with the random source the game's
recorded algorithm derives for the version it was decided at, and must come
out equal, value for value, to what is stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby
from typing import Any

import msgspec

from domain.audit.canonical import canonical
from domain.audit.export import ExportedEvent
from domain.audit.findings import Finding, short
from domain.core.chance import random_for
from domain.core.game import Game, Setup
from domain.core.rejection import Rejected

LOBBY = "lobby."


class Replay(msgspec.Struct):
    findings: list[Finding]
    batches: int = 0
    redecided: int = 0
    terminal: bool = False
    #: Lobby events the verifier does not know (noted, not re-decided).
    unknown: tuple[str, ...] = ()


def replay(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    game_id: str,
    events: list[ExportedEvent],
    server_seed: bytes,
) -> Replay:
    created = events[0].data
    game = games[created["kind"]]
    rng = created.get("rng") or "mt19937-sha256-v1"
    # Old games read their options with the rules they were played by (docs/rules/README.md).
    setup = Setup(seats=created["seats"], options=game.stored_options(created["options"]))
    state = game.initial_state(setup)
    client_seeds = [""] * setup.seats
    out = Replay(findings=[])
    unknown: list[str] = []
    for decided_at, group in groupby(events[1:], key=lambda event: event.metadata.get("decided_at", 0)):
        batch = list(group)
        out.batches += 1
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
        random = random_for(rng, server_seed, game_id, client_seeds, decided_at)
        try:
            expected = _expected(game, state, batch, random, client_seeds, unknown)
            for event in batch:
                if not event.type.startswith(LOBBY):
                    state = game.evolve(state, msgspec.convert(event.data, game.event_type))
        except Exception as error:  # a forged history may break the rules in any way: say where, and stop
            out.findings.append(
                Finding(
                    "replay",
                    f"the history cannot be replayed: {type(error).__name__}: {short(str(error))}",
                    batch[0].version,
                )
            )
            break
        if expected is None:
            continue
        mismatch = _first_difference(expected, batch)
        if mismatch is None:
            out.redecided += 1
        else:
            out.findings.append(mismatch)
    out.terminal = game.is_terminal(state)
    out.unknown = tuple(unknown)
    return out


def _expected(
    game: Game[Any, Any, Any, Any],
    state: Any,
    batch: list[ExportedEvent],
    random: Any,
    client_seeds: list[str],
    unknown: list[str],
) -> list[Any] | None:
    """What the rules decide for this batch (JSON values), or None for a lobby batch."""
    first = batch[0]
    if first.type == "lobby.game_started":
        return [first.data, *(msgspec.to_builtins(event) for event in game.start(state, random))]
    if first.type.startswith(LOBBY):
        for event in batch:
            _seat(event, client_seeds, unknown)
        return None
    seat, raw = first.metadata.get("seat"), first.metadata.get("command")
    if not isinstance(seat, int):  # a command is always decided for a seat: a history without one was forged
        return [f"the rules refuse {short(raw)}: the command names no seat (seat: {short(seat)})"]
    try:
        command = msgspec.convert(raw, game.command_type)
        return [msgspec.to_builtins(event) for event in game.decide(state, seat, command, random)]
    except (Rejected, msgspec.ValidationError) as rejection:
        return [f"the rules refuse {short(raw)} from seat {seat}: {rejection}"]


def _seat(event: ExportedEvent, client_seeds: list[str], unknown: list[str]) -> None:
    if event.type == "lobby.seat_taken":
        client_seeds[event.data["seat"]] = event.data.get("client_seed") or ""
    elif event.type == "lobby.seat_left":
        client_seeds[event.data["seat"]] = ""
    elif event.type != "lobby.game_created":
        unknown.append(event.type)


def _first_difference(expected: list[Any], batch: list[ExportedEvent]) -> Finding | None:
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
        if canonical(expected[index]) != canonical(event.data):
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
