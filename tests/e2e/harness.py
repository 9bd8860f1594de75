"""Playing a game over HTTP while recording everything each seat was shown.

After the game, :func:`check_recorded_game` folds the public history into the
final state and compares each seat's recorded views and histories with what
the rules allow that seat to see at that version.
"""

from __future__ import annotations

import random
import typing
from dataclasses import dataclass, field
from typing import Any

import msgspec

from api.client.session import ApiError, ClowderClient
from domain.core.game import Game
from domain.hosting.events import GameCreated, GameStarted, SeatLeft, SeatTaken
from domain.hosting.record import GameRecord, fold_record
from services.game_registry import all_games


@dataclass
class RecordedGame:
    game_id: str
    kind: str
    clients: list[ClowderClient]
    #: (seat, view response) for every view a seat was shown.
    views: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    #: (seat, history response) read by a seat while the game ran.
    histories: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    started_version: int = 0
    commands: int = 0
    final_view: dict[str, Any] | None = None
    #: The signed receipt of every command answer, as a player would keep them.
    receipts: list[dict[str, Any]] = field(default_factory=list)


async def seat_players(
    anonymous: ClowderClient, kind: str, seats: int, options: dict[str, Any] | None = None
) -> RecordedGame:
    clients = []
    for seat in range(seats):
        registration = await anonymous.register(f"player-{seat}")
        clients.append(anonymous.as_player(registration["token"]))
    game = await clients[0].create_game(kind, seats, options or {}, join=True)
    for client in clients[1:]:
        await client.join(game["game_id"])
    started = await clients[0].start(game["game_id"])
    return RecordedGame(game_id=game["game_id"], kind=kind, clients=clients, started_version=started["version"])


async def play_recorded(
    anonymous: ClowderClient,
    kind: str,
    seats: int,
    seed: int,
    options: dict[str, Any] | None = None,
    history_every: int = 25,
    max_commands: int = 20_000,
) -> RecordedGame:
    """Play one game with random legal commands, recording every view and some histories."""
    chooser = random.Random(seed)
    recorded = await seat_players(anonymous, kind, seats, options)
    game_id = recorded.game_id
    view = await recorded.clients[0].view(game_id, min_version=recorded.started_version)
    recorded.views.append((0, view))
    while view["status"] != "finished":
        assert recorded.commands < max_commands, "the game did not end"
        assert view["pending_seats"], view
        seat = chooser.choice(view["pending_seats"])
        client = recorded.clients[seat]
        seat_view = await client.view(game_id, min_version=view["version"])
        recorded.views.append((seat, seat_view))
        assert seat_view["your_turn"] and seat_view["legal_commands"], seat_view
        command = chooser.choice(seat_view["legal_commands"])
        try:
            result = await client.command(game_id, command, expected_version=seat_view["version"])
        except ApiError as error:  # a legal command must never be refused
            raise AssertionError(f"legal command {command} refused: {error}") from error
        view = result["view"]
        if result.get("receipt"):
            recorded.receipts.append(result["receipt"])
        recorded.views.append((seat, view))
        recorded.commands += 1
        if recorded.commands % history_every == 0:
            recorded.histories.append((seat, await client.history(game_id)))
    recorded.final_view = view
    return recorded


def decode_history(game: Game[Any, Any, Any, Any], entries: list[dict[str, Any]]) -> list[Any]:
    members = (GameCreated, SeatTaken, SeatLeft, GameStarted) + typing.get_args(game.event_type)
    event_type = typing.Union[members]  # noqa: UP007
    return [msgspec.convert(entry["event"], event_type) for entry in entries]


async def check_recorded_game(recorded: RecordedGame) -> GameRecord:
    """The finished game's public history folds to its final state; no seat saw more than its share."""
    game = all_games()[recorded.kind]
    spectator = ClowderClient(recorded.clients[0].http)
    history = await spectator.history(recorded.game_id)
    assert history["complete"] and history["status"] == "finished"
    events = decode_history(game, history["events"])
    final = fold_record(game, events)
    assert game.is_terminal(final.state)
    at_end = await spectator.at_version(recorded.game_id, final.version)
    assert at_end["state"] == as_json(final.state), "the history does not fold to the final state"
    states = _states_by_version(game, events)
    for seat, view in recorded.views:
        expected = as_json(game.view(states[view["version"]], seat))
        assert view["view"] == expected, f"seat {seat} was shown more (or other) than its view at v{view['version']}"
    for seat, seen in recorded.histories:
        if seen["complete"]:  # read just after the last command: the whole history is public now
            assert seen["status"] == "finished"
            continue
        for entry, full in zip(seen["events"], events, strict=False):
            if entry["event"]["type"].startswith("lobby."):
                continue
            allowed = as_json(game.visible_event(full, seat))
            assert entry["event"] == allowed, f"seat {seat} saw {entry['event']} in the history"
            assert "cause" not in entry or entry["cause"] is None, "commands leaked into a running game's history"
    await _check_seed_hidden_until_the_end(recorded, history)
    return final


async def _check_seed_hidden_until_the_end(recorded: RecordedGame, history: dict[str, Any]) -> None:
    """The server seed was committed to at creation and is in nothing a seat read before the end."""
    import hashlib

    export = await recorded.clients[0].request("GET", f"/games/{recorded.game_id}/export")
    seed = export["server_seed"]
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == history["events"][0]["event"]["seed_commitment"]
    shown = [msgspec.json.encode(view).decode() for _, view in recorded.views]
    shown += [msgspec.json.encode(seen).decode() for _, seen in recorded.histories if not seen["complete"]]
    leaked = sum(seed in text for text in shown)
    print(f"{recorded.kind}: {len(shown)} views and histories read while running, {leaked} held the server seed")
    assert not leaked, "the server seed was readable before the end"


def _states_by_version(game: Game[Any, Any, Any, Any], events: list[Any]) -> dict[int, Any]:
    from domain.hosting.record import evolve_record, record_created

    record = record_created(game, events[0])
    states = {1: record.state}
    for event in events[1:]:
        record = evolve_record(game, record, event)
        states[record.version] = record.state
    return states


def as_json(value: Any) -> Any:
    """``value`` as a client receives it (tuples become lists)."""
    return msgspec.json.decode(msgspec.json.encode(value))
