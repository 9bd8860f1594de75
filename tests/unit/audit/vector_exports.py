"""The vector games of docs/fairness-vectors.md as whole exports, and forgeries of one outcome.

A vector game, exported as the service would export it once ended: the lobby
events with every member the service stores, each command in its event's
metadata (the rules replay needs it), the chain under the vectors' server
seed and the head signed by the test's service key. ``outcome_forgeries``
changes one outcome of one event (drawn, or the top of a pile) as a forger
holding the seed and the key would, the chain recomputed and the head re-signed:
only the draws betray it, at that event's version.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

from domain.audit.chain import SHA256_JCS_V1, ChainHead
from domain.audit.export import FORMAT, ExportedEvent, GameExport
from services.game_registry import all_games
from tests.unit.audit.chance_vectors import CHANCE_EVENTS, SERVER_SEED, TOP_EVENTS, Vector, client_seeds, play
from tests.unit.audit.played import TRUSTED, rechained

#: The members of an event's data that hold an outcome; a first seat is drawn in Kombat Kittens only.
OUTCOMES = ("hands", "decks", "recruits", "neutral_centers", "draw_pile", "boxed_dogs", "card", "dog", "cards")


def vector_export(vector: Vector) -> GameExport:
    """The vector game, ended, chained and signed (``TRUSTED`` holds the key)."""
    played = play(all_games()[vector.kind], vector)
    events = [_exported(vector, event, played["commands"]) for event in played["events"]]
    unsigned = GameExport(
        format=FORMAT,
        game_id=vector.game_id,
        kind=vector.kind,
        status="finished",
        complete=True,
        seats=vector.seats,
        options=events[0].data["options"],
        rng=events[0].data["rng"],
        chain=SHA256_JCS_V1,
        seed_commitment=events[0].data["seed_commitment"],
        server_seed=SERVER_SEED.hex(),
        client_seeds=client_seeds(vector.seats),
        events=events,
        head=ChainHead(events[-1].version, None),
        signed_head=None,
        keys=list(TRUSTED),
    )
    return rechained(unsigned, events)


def _exported(vector: Vector, event: dict[str, Any], commands: dict[int, dict[str, Any]]) -> ExportedEvent:
    data = json.loads(json.dumps({"type": event["type"], **event["data"]}))  # as stored: lists, not tuples
    by = commands.get(event["decided_at"], {"seat": None, "command": None})
    if event["type"] == "lobby.game_created":
        commitment = hashlib.sha256(SERVER_SEED).hexdigest()
        data |= {"created_by": "p0", "created_at": 1764580000.25, "decision_seconds": None}
        data |= {"chain": SHA256_JCS_V1, "seed_commitment": commitment, "tournament_id": None}
    elif event["type"] == "lobby.seat_taken":
        data |= {"player_id": f"p{data['seat']}", "player_name": f"player {data['seat']}"}
    elif event["type"] == "lobby.game_started":
        data |= {"started_by": "p0"}
    seat = data["seat"] if event["type"] == "lobby.seat_taken" else by["seat"]
    metadata = {**by, "player_id": f"p{seat or 0}", "decided_at": event["decided_at"], "by": None}
    return ExportedEvent(event["v"], event["type"], data, metadata)


def outcome_versions(export: GameExport, tops: bool = False) -> list[int]:
    """The versions of the events holding a chance outcome (and, with ``tops``, the top of a pile)."""
    marked = CHANCE_EVENTS[export.kind] | (TOP_EVENTS[export.kind] if tops else set())
    return [event.version for event in export.events if event.type in marked]


def outcome_forgeries(export: GameExport, versions: list[int]) -> Iterator[tuple[int, str, GameExport]]:
    """(version, member, forged export) for each outcome member of each event at ``versions``."""
    cards = _cards(export)
    for version in versions:
        at = next(index for index, event in enumerate(export.events) if event.version == version)
        event = export.events[at]
        for member, data in _tamperings(export.kind, export.seats, event.data, cards):
            events = [
                *export.events[:at],
                ExportedEvent(version, event.type, data, event.metadata),
                *export.events[at + 1 :],
            ]
            yield version, member, rechained(export, events)


def _cards(export: GameExport) -> list[Any]:
    """Every card an outcome of the game holds: what a forger would put in another's place."""
    found: dict[Any, None] = {}

    def walk(value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str | int):
            found[value] = None

    for event in export.events:
        for member in OUTCOMES:
            if isinstance(event.data, dict) and member in event.data:
                walk(event.data[member])
    return list(found)


def _tamperings(kind: str, seats: int, data: dict[str, Any], cards: list[Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """One changed copy of ``data`` per outcome member: two cards of a pile exchanged, a card
    exchanged between the first two hands or decks, a drawn card or a seat replaced."""
    members = [*OUTCOMES, "first_seat"] if kind == "kombat-kittens" else list(OUTCOMES)

    def other(card: Any) -> Any:
        return next(candidate for candidate in cards if candidate != card)

    for member in (member for member in members if member in data):
        value = data[member]
        if member == "first_seat":
            changed: Any = (value + 1) % seats
        elif not isinstance(value, list):
            changed = other(value)
        elif value and isinstance(value[0], list) and len(value) > 1:
            first, second = list(value[0]), list(value[1])
            a = next(i for i, card in enumerate(first) if any(c != card for c in second))
            b = next(i for i, card in enumerate(second) if card != first[a])
            first[a], second[b] = second[b], first[a]
            changed = [first, second, *value[2:]]
        else:
            row = list(value[0]) if value and isinstance(value[0], list) else list(value)
            if not row:
                continue
            at = next((i for i, card in enumerate(row) if card != row[0]), None)
            if at is None:
                row[0] = other(row[0])
            else:
                row[0], row[at] = row[at], row[0]
            changed = [row, *value[1:]] if isinstance(value[0], list) else row
        yield member, {**data, member: changed}
