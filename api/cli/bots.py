"""Random-legal-move bots that play whole games through the REST API.

Every seat is a separately registered player with its own token, so a bot
sees exactly what a third-party client would: its seat's view and legal
commands, nothing more.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import msgspec

from api.client.session import ApiError, ClowderClient


class GameResult(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    seats: int
    finished: bool
    winners: tuple[int, ...]
    winner_names: tuple[str, ...]
    events: int
    commands: int
    seconds: float
    error: str | None = None


class Ack(msgspec.Struct, frozen=True):
    """A command the server acknowledged: the game's version after it and the key it was sent with."""

    game_id: str
    seat: int
    version: int
    idempotency_key: str
    replayed: bool


#: 409s after which a bot reads the game again and goes on: someone else moved first.
_MOVED_ON = frozenset({"stale-version", "not-your-turn", "game-not-running"})


class SeatBot:
    """One seat: its client and a chooser of legal commands."""

    def __init__(self, client: ClowderClient, seat: int, name: str) -> None:
        self.client = client
        self.seat = seat
        self.name = name


async def play_one_game(
    http: httpx.AsyncClient,
    kind: str,
    players: int,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    max_commands: int = 50_000,
    on_ack: Callable[[Ack], None] | None = None,
    client: ClowderClient | None = None,
    on_seated: Callable[[str, list[ClowderClient]], None] | None = None,
    seats: list[Registered] | None = None,
) -> GameResult:
    """Register ``players`` bots (or seat the ``seats`` given), create, seat and start a game,
    and play it to the end.

    ``on_ack`` is told of every acknowledged command and ``on_seated`` of the
    game and its seats' clients (the chaos tests count and check them);
    ``client`` sets the retry policy (default: :class:`ClowderClient`'s).
    """
    chooser = random.Random(seed)
    began = time.perf_counter()
    anonymous = client if client is not None else ClowderClient(http)
    bots = await _seat_bots(anonymous, kind, players, options, seats)
    game_id = bots[0].game_id
    if on_seated is not None:
        on_seated(game_id, [seated.bot.client for seated in bots])
    commands = steps = 0
    view = await bots[0].bot.client.view(game_id, min_version=bots[0].started_version)
    try:
        while view["status"] != "finished" and steps < max_commands:
            steps += 1
            pending = view["pending_seats"]
            if not pending:
                raise RuntimeError(f"game {game_id} is {view['status']} but no seat owes a decision")
            seat = chooser.choice(pending)
            view, acted = await _act(bots[seat].bot, game_id, view["version"], chooser, on_ack)
            commands += acted
    except (ApiError, RuntimeError) as error:
        return _result(game_id, kind, players, view, bots, commands, began, str(error))
    history = await bots[0].bot.client.history(game_id)
    return _result(game_id, kind, players, view, bots, commands, began, None, len(history["events"]))


class _Seated(msgspec.Struct):
    bot: SeatBot
    game_id: str
    started_version: int


class Registered(msgspec.Struct, frozen=True):
    """A bot player registered once and seated in game after game."""

    name: str
    token: str


async def register_bots(anonymous: ClowderClient, players: int) -> list[Registered]:
    registrations = [await anonymous.register(f"bot-{seat + 1}") for seat in range(players)]
    return [Registered(r["name"], r["token"]) for r in registrations]


async def _seat_bots(
    anonymous: ClowderClient, kind: str, players: int, options: dict[str, Any] | None, seats: list[Registered] | None
) -> list[_Seated]:
    registrations = seats if seats is not None else await register_bots(anonymous, players)
    clients = [anonymous.as_player(r.token) for r in registrations]
    game = await clients[0].create_game(kind, players, options, join=True)
    for client in clients[1:]:
        await client.join(game["game_id"])
    started = await clients[0].start(game["game_id"])
    return [
        _Seated(SeatBot(client, seat, registrations[seat].name), game["game_id"], started["version"])
        for seat, client in enumerate(clients)
    ]


async def _act(
    bot: SeatBot, game_id: str, version: int, chooser: random.Random, on_ack: Callable[[Ack], None] | None
) -> tuple[dict[str, Any], int]:
    """Send one random legal command for the bot's seat: the view after it, and 1 (0 if it no longer owed one).

    Each command gets a fresh Idempotency-Key, which the client's retries
    reuse; a 409 because another seat moved first (or, after a retry, the
    game ended) sends the bot back to the game as it now is.
    """
    for _ in range(20):
        view = await bot.client.view(game_id, min_version=version)
        if view["status"] != "running" or bot.seat not in view["pending_seats"]:
            return view, 0
        if not view["legal_commands"]:
            raise RuntimeError(f"seat {bot.seat} is pending but has no legal command")
        command = chooser.choice(view["legal_commands"])
        key = uuid.uuid4().hex
        try:
            result = await bot.client.command(game_id, command, expected_version=view["version"], idempotency_key=key)
        except ApiError as error:
            if error.status == 409 and error.code in _MOVED_ON:
                version = view["version"] + 1  # a lagging read model must not show the same version again
                continue
            raise
        if on_ack is not None:
            on_ack(Ack(game_id, bot.seat, result["version"], key, result["replayed"]))
        return result["view"], 1
    raise RuntimeError(f"seat {bot.seat} kept acting on stale versions")


def _result(
    game_id: str,
    kind: str,
    players: int,
    view: dict[str, Any],
    bots: list[_Seated],
    commands: int,
    began: float,
    error: str | None,
    events: int | None = None,
) -> GameResult:
    outcome = view.get("outcome") or {}
    winners = tuple(outcome.get("winners", ()))
    return GameResult(
        game_id=game_id,
        kind=kind,
        seats=players,
        finished=view["status"] == "finished",
        winners=winners,
        winner_names=tuple(bots[seat].bot.name for seat in winners),
        events=events if events is not None else view["version"],
        commands=commands,
        seconds=time.perf_counter() - began,
        error=error,
    )
