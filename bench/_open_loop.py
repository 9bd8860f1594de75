"""The open-loop phase of ``bench/http_commands.py``: command latency when arrivals do not wait.

A closed loop of N connections measures its own queue: a slow answer delays
the next request, so the latency it sees hides the wait. Here commands
arrive on a schedule (Poisson or fixed-interval) at a set rate whatever the
answers do. Many games run at once; a game is *ready* when the view of its
pending seat (with the legal commands) is known and it has no command in
flight. At each arrival the next ready game sends one command on a free
connection of a pool; the latency is measured from the **scheduled** arrival
time to the answer, so a stall is charged to every arrival it delays
(coordinated omission). An arrival that finds no ready game or no free
connection waits for one, is counted (the bench's own limits, not the
server's) and still has its latency measured from its scheduled time.

Readiness is prepared off the schedule. When the command's answer says the
mover is still to play, the game is ready at once from the answer's view.
Otherwise, with ``ready="stream"`` (the default, the stream client's way:
one exchange per move), each player holds one ``GET /players/me/decisions``
stream, opened before the clock, and a ``decision`` event with the view of
the game's pending seat makes it ready (an event without a view costs a
counted ``GET /view?min_version=``; events for a version already acted on
are ignored; a game no event readied for 2 s has its seats' views read, a
counted stall). With ``ready="poll"`` (the poll client's way), a ``GET
/games/{id}/view?min_version=`` as the next pending seat. Views and new
games use a separate pool of 16 connections; a finished game is replaced by
a new one.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

import msgspec

from bench._common import CpuMeter, now
from bench._http import Connection, EventStream
from bench._http_phase import HOST, KIND, Phase


@dataclass
class OpenLoop:
    phase: Phase
    rate: float
    schedule: str
    games: int
    pool: int
    #: The schedule's length (the phase's own seconds also count the drain of the last answers).
    seconds: float = 0.0
    arrivals: int = 0
    #: Arrivals that found no ready game / no free connection and waited (latency still from schedule).
    no_game: int = 0
    no_connection: int = 0
    max_backlog: int = 0
    #: Most commands in flight at once.
    max_in_flight: int = 0
    #: How games are readied: "stream" (decision events) or "poll" (GET view per hand-over).
    ready: str = "stream"
    #: Requests sent again on a connection the server had closed while it was idle (see bench/_http.py).
    resends: int = 0


#: How long a handed-over game waits for a decision event before its seats' views are read (a stall).
STALL_SECONDS = 2.0

_decode = msgspec.json.decode


class _Game:
    def __init__(self, game_id: str, tokens: dict[int, str]) -> None:
        self.game_id = game_id
        self.tokens = tokens  # seat -> the token of its player
        #: The highest version a command was sent for (events at or below it are stale).
        self.acted = 0
        #: Queued as ready, or its command in flight: events for it wait in ``early``.
        self.busy = True
        #: The newest decision event (token, view) that came while the game was busy.
        self.early: tuple[str, dict[str, Any]] | None = None
        #: When it was handed to another seat (for the stall check); 0 while busy.
        self.handed = 0.0


async def open_loop_phase(
    port: int,
    seats: int,
    rate: float,
    seconds: float,
    games: int,
    pool: int,
    schedule: str,
    seed: int,
    meter: CpuMeter,
    ready: str = "stream",
) -> OpenLoop:
    """Set up the games (and the decision streams), then run the schedule for ``seconds``; ``meter`` spans the schedule only."""
    result = await _Run(port, seats, rate, seconds, games, pool, schedule, seed, ready).run(meter)
    result.phase.cpu, result.phase.busy = meter.spent, meter.busy_share
    return result


class _Run:
    def __init__(
        self,
        port: int,
        seats: int,
        rate: float,
        seconds: float,
        games: int,
        pool: int,
        schedule: str,
        seed: int,
        ready: str,
    ) -> None:
        self.port, self.seats, self.seconds = port, seats, seconds
        self.result = OpenLoop(Phase("open loop"), rate, schedule, games, pool, seconds, ready=ready)
        self.streaming = ready == "stream"
        self.chooser = random.Random(seed)
        self.free: list[Connection] = []
        self.all: list[Connection] = []
        #: (game, token of the seat to move, that seat's view).
        self.ready: deque[tuple[_Game, str, dict[str, Any]]] = deque()
        self.backlog: deque[float] = deque()
        self.in_flight = 0
        #: Connections for views and new games (off the schedule).
        self.helpers: asyncio.Queue[Connection] = asyncio.Queue()
        self.tasks: set[asyncio.Task[None]] = set()
        self.by_player: dict[str, str] = {}
        #: game_id -> the game, from its creation on (its first decision event may beat the start's answer).
        self.by_id: dict[str, _Game] = {}
        self.streams: list[EventStream] = []

    async def run(self, meter: CpuMeter) -> OpenLoop:
        result, phase = self.result, self.result.phase
        self.free = [await Connection(HOST, self.port).open() for _ in range(result.pool)]
        self.all = list(self.free)
        for _ in range(16):
            helper = await Connection(HOST, self.port).open()
            self.all.append(helper)
            self.helpers.put_nowait(helper)
        try:
            helper = await self.helpers.get()
            for seat in range(self.seats):
                registered = await phase.call(helper, "POST", "/players", {"name": f"bench-open-{seat}"})
                self.by_player[registered["player_id"]] = registered["token"]
            self.helpers.put_nowait(helper)
            if self.streaming:
                for token in self.by_player.values():
                    stream = EventStream(HOST, self.port)
                    self.streams.append(stream)
                    phase.requests += 1
                    await stream.open("/players/me/decisions", token)
                    phase.streams += 1
                    self._spawn(self._read(stream, token))
                self._spawn(self._watch())
            await asyncio.gather(*(self._new_game() for _ in range(result.games)))
            # The set-up is not part of the schedule's load: its requests go to untimed.
            phase.views = phase.events = phase.events_with_view = phase.duplicates = phase.stalls = 0
            phase.view_latencies.clear()
            began = phase.start_clock(meter.start)
            await self._arrivals(phase.started, phase.started + self.seconds)
            drained = now() + 10.0
            while (self.backlog or self.in_flight) and now() < drained:
                await asyncio.sleep(0.01)
            phase.seconds = time.perf_counter() - began
            meter.stop()
            if self.backlog:
                phase.error(f"{len(self.backlog)} arrivals still waiting 10 s after the schedule ended")
        finally:
            for task in list(self.tasks):
                task.cancel()
            await asyncio.gather(*self.tasks, return_exceptions=True)
            for stream in self.streams:
                await stream.close()
            for conn in self.all:
                await conn.close()
            result.resends = sum(conn.resends for conn in self.all)
        return result

    async def _arrivals(self, start: float, end: float) -> None:
        result = self.result
        interval = 1.0 / result.rate
        at = start
        while at < end:
            delay = at - now()
            if delay > 0:
                await asyncio.sleep(delay)
            result.arrivals += 1
            self.backlog.append(at)
            self._dispatch()
            if self.backlog:
                if not self.ready:
                    result.no_game += 1
                else:
                    result.no_connection += 1
                result.max_backlog = max(result.max_backlog, len(self.backlog))
            at += self.chooser.expovariate(result.rate) if result.schedule == "poisson" else interval

    def _dispatch(self) -> None:
        while self.backlog and self.ready and self.free:
            # Counted in flight from here, not from when the task first runs: the drain after the
            # schedule must not end before the last arrival's command is sent.
            self.in_flight += 1
            self.result.max_in_flight = max(self.result.max_in_flight, self.in_flight)
            game, token, mine = self.ready.popleft()
            game.acted = max(game.acted, mine["version"])
            self._spawn(self._command(self.backlog.popleft(), game, token, mine, self.free.pop()))

    def _spawn(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _make_ready(self, game: _Game, token: str, mine: dict[str, Any]) -> None:
        game.busy, game.handed = True, 0.0
        self.ready.append((game, token, mine))
        self._dispatch()

    def _handed(self, game: _Game, version: int, pending: list[int]) -> None:
        """The game waits for another seat: ready it from an event that came early, the stream, or a GET."""
        if not self.streaming:
            self._spawn(self._prepare(game, version, pending))
            return
        early, game.early = game.early, None
        if early is not None:
            if early[1]["version"] > game.acted:
                self._make_ready(game, *early)
                return
            self.result.phase.duplicates += 1
        game.busy, game.handed = False, now()

    async def _command(self, scheduled: float, game: _Game, token: str, mine: dict[str, Any], conn: Connection) -> None:
        phase = self.result.phase
        body = {"command": self.chooser.choice(mine["legal_commands"]), "expected_version": mine["version"]}
        try:
            sent = now()
            status, raw = await conn.request("POST", f"/games/{game.game_id}/commands", body, token)
            answered = now()
        except Exception as error:  # noqa: BLE001 - counted; the game is left out from now on
            phase.error(repr(error))
            await conn.close()  # opened again by its next request
            return
        finally:
            self.in_flight -= 1
            self.free.append(conn)
        phase.requests += 1
        phase.posts += 1
        if status != 200:
            phase.conflicts += status == 409
            phase.error(f"POST /games/{{id}}/commands answered {status}: {raw[:200]!r}")
            self._handed(game, mine["version"], mine["pending_seats"])
            self._dispatch()
            return
        answer = _decode(raw)
        phase.command_latencies.append(answered - scheduled)
        phase.commits.append((game.game_id, answer["version"], sent, answered))
        phase.commands += 1
        view = answer["view"]
        if view["status"] != "running":
            phase.games += 1
            self.by_id.pop(game.game_id, None)
            self._spawn(self._new_game())
        elif view["your_turn"] and view["legal_commands"]:
            phase.chained += 1
            self.ready.append((game, token, view))
        else:
            self._handed(game, view["version"], view["pending_seats"])
        self._dispatch()

    async def _read(self, stream: EventStream, token: str) -> None:
        """One player's decision events: each readies its game, or waits while the game is busy."""
        phase = self.result.phase
        try:
            async for name, data in stream.events():
                if name != "decision":
                    continue
                event = _decode(data)
                phase.events += 1
                mine = event.get("view")
                phase.events_with_view += mine is not None
                game = self.by_id.get(event["game_id"])
                if game is None or event["version"] <= game.acted:
                    phase.duplicates += 1
                    continue
                if mine is None:
                    self._spawn(self._view(game, token, event["version"]))
                elif game.busy:
                    if game.early is None or game.early[1]["version"] < mine["version"]:
                        game.early = (token, mine)
                elif mine["status"] == "running" and mine["your_turn"] and mine["legal_commands"]:
                    self._make_ready(game, token, mine)
        except Exception as error:  # noqa: BLE001 - counted; the games of this player stall
            phase.error(f"decision stream: {error!r}")

    async def _view(self, game: _Game, token: str, version: int) -> None:
        """A decision event without a view: the seat's own, counted (the fallback)."""
        phase = self.result.phase
        conn = await self.helpers.get()
        try:
            sent = now()
            mine = await phase.call(conn, "GET", f"/games/{game.game_id}/view?min_version={version}", None, token)
            phase.views += 1
            phase.view_latencies.append(now() - sent)
        except Exception as error:  # noqa: BLE001 - counted; the watch reads it again
            phase.error(repr(error))
            return
        finally:
            self.helpers.put_nowait(conn)
        if mine["version"] <= game.acted or mine["status"] != "running" or not mine["legal_commands"]:
            return
        if game.busy:
            if game.early is None or game.early[1]["version"] < mine["version"]:
                game.early = (token, mine)
        elif mine["your_turn"]:
            self._make_ready(game, token, mine)

    async def _watch(self) -> None:
        """Games handed over that no event readied for STALL_SECONDS: read their seats' views (a stall)."""
        while True:
            await asyncio.sleep(0.5)
            late = now() - STALL_SECONDS
            for game in list(self.by_id.values()):
                if not game.busy and 0 < game.handed < late:
                    self.result.phase.stalls += 1
                    game.handed = now()
                    for token in game.tokens.values():
                        self._spawn(self._view(game, token, game.acted + 1))

    async def _prepare(self, game: _Game, version: int, pending: list[int]) -> None:
        """Make ``game`` ready: the view of one of its pending seats at ``version`` or later."""
        phase = self.result.phase
        conn = await self.helpers.get()
        try:
            seat = self.chooser.choice(pending)
            path = f"/games/{game.game_id}/view?min_version={version}"
            for _ in range(50):
                sent = now()
                mine = await phase.call(conn, "GET", path, None, game.tokens[seat])
                phase.views += 1
                phase.view_latencies.append(now() - sent)
                if mine["legal_commands"] or mine["status"] != "running":
                    break
                phase.seatless(f"seat {seat} of game {game.game_id} at version >= {version} got no legal commands")
                await asyncio.sleep(0.002)
            if mine["status"] == "running" and mine["legal_commands"]:
                self._make_ready(game, game.tokens[seat], mine)
        except Exception as error:  # noqa: BLE001 - counted; the game is left out from now on
            phase.error(repr(error))
        finally:
            self.helpers.put_nowait(conn)

    async def _new_game(self) -> None:
        phase = self.result.phase
        tokens = list(self.by_player.values())
        conn = await self.helpers.get()
        game: _Game | None = None
        try:
            created = await phase.call(
                conn, "POST", "/games", {"kind": KIND, "seats": self.seats, "join": True}, tokens[0]
            )
            game_id = created["game_id"]
            for token in tokens[1:]:
                await phase.call(conn, "POST", f"/games/{game_id}/seats", {}, token)
            # Known before the start: its first decision event may come before the start's answer (kept
            # as early while the game is busy).
            game = self.by_id[game_id] = _Game(game_id, {})
            started = await phase.call(conn, "POST", f"/games/{game_id}/start", None, tokens[0])
        except Exception as error:  # noqa: BLE001 - counted; one game fewer
            phase.error(repr(error))
            if game is not None:
                self.by_id.pop(game.game_id, None)
            return
        finally:
            self.helpers.put_nowait(conn)
        game.tokens = {s["seat"]: self.by_player[s["player_id"]] for s in started["seats"]}
        if self.streaming:
            self._handed(game, started["version"], started["pending_seats"])
        else:
            await self._prepare(game, started["version"], started["pending_seats"])
