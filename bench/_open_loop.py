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

Readiness is prepared off the schedule the way the poll client plays: when
the answer says the mover is still to play it is ready at once, otherwise a
``GET /games/{id}/view?min_version=`` as the next pending seat, on a
separate pool; a finished game is replaced by a new one.
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
from bench._http import Connection
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


class _Game:
    def __init__(self, game_id: str, tokens: dict[int, str]) -> None:
        self.game_id = game_id
        self.tokens = tokens  # seat -> the token of its player


async def open_loop_phase(
    port: int, seats: int, rate: float, seconds: float, games: int, pool: int, schedule: str, seed: int, meter: CpuMeter
) -> OpenLoop:
    """Set up the games, then run the schedule for ``seconds``; ``meter`` spans the schedule only."""
    result = await _Run(port, seats, rate, seconds, games, pool, schedule, seed).run(meter)
    result.phase.cpu, result.phase.busy = meter.spent, meter.busy_share
    return result


class _Run:
    def __init__(
        self, port: int, seats: int, rate: float, seconds: float, games: int, pool: int, schedule: str, seed: int
    ) -> None:
        self.port, self.seats, self.seconds = port, seats, seconds
        self.result = OpenLoop(Phase("open loop"), rate, schedule, games, pool, seconds)
        self.chooser = random.Random(seed)
        self.free: list[Connection] = []
        self.ready: deque[tuple[_Game, int, dict[str, Any]]] = deque()
        self.backlog: deque[float] = deque()
        self.in_flight = 0
        #: Connections for views and new games (off the schedule).
        self.helpers: asyncio.Queue[Connection] = asyncio.Queue()
        self.tasks: set[asyncio.Task[None]] = set()
        self.by_player: dict[str, str] = {}

    async def run(self, meter: CpuMeter) -> OpenLoop:
        result, phase = self.result, self.result.phase
        self.free = [await Connection(HOST, self.port).open() for _ in range(result.pool)]
        for _ in range(16):
            self.helpers.put_nowait(await Connection(HOST, self.port).open())
        try:
            helper = await self.helpers.get()
            for seat in range(self.seats):
                registered = await phase.call(helper, "POST", "/players", {"name": f"bench-open-{seat}"})
                self.by_player[registered["player_id"]] = registered["token"]
            self.helpers.put_nowait(helper)
            await asyncio.gather(*(self._new_game() for _ in range(result.games)))
            phase.views = 0  # the set-up is not part of the schedule's load: its requests go to untimed
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
            for conn in self.free:
                await conn.close()
            while not self.helpers.empty():
                await self.helpers.get_nowait().close()
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
            self._spawn(self._command(self.backlog.popleft(), *self.ready.popleft(), self.free.pop()))

    def _spawn(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _command(self, scheduled: float, game: _Game, seat: int, mine: dict[str, Any], conn: Connection) -> None:
        phase = self.result.phase
        body = {"command": self.chooser.choice(mine["legal_commands"]), "expected_version": mine["version"]}
        try:
            sent = now()
            status, raw = await conn.request("POST", f"/games/{game.game_id}/commands", body, game.tokens[seat])
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
            self._spawn(self._prepare(game, mine["version"], mine["pending_seats"]))
            self._dispatch()
            return
        answer = msgspec.json.decode(raw)
        phase.command_latencies.append(answered - scheduled)
        phase.commits.append((game.game_id, answer["version"], sent, answered))
        phase.commands += 1
        view = answer["view"]
        if view["status"] != "running":
            phase.games += 1
            self._spawn(self._new_game())
        elif view["your_turn"] and view["legal_commands"]:
            self.ready.append((game, seat, view))
        else:
            self._spawn(self._prepare(game, view["version"], view["pending_seats"]))
        self._dispatch()

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
                self.ready.append((game, seat, mine))
                self._dispatch()
        except Exception as error:  # noqa: BLE001 - counted; the game is left out from now on
            phase.error(repr(error))
        finally:
            self.helpers.put_nowait(conn)

    async def _new_game(self) -> None:
        phase = self.result.phase
        tokens = list(self.by_player.values())
        conn = await self.helpers.get()
        try:
            game = await phase.call(
                conn, "POST", "/games", {"kind": KIND, "seats": self.seats, "join": True}, tokens[0]
            )
            for token in tokens[1:]:
                await phase.call(conn, "POST", f"/games/{game['game_id']}/seats", {}, token)
            started = await phase.call(conn, "POST", f"/games/{game['game_id']}/start", None, tokens[0])
        except Exception as error:  # noqa: BLE001 - counted; one game fewer
            phase.error(repr(error))
            return
        finally:
            self.helpers.put_nowait(conn)
        seated = _Game(started["game_id"], {s["seat"]: self.by_player[s["player_id"]] for s in started["seats"]})
        await self._prepare(seated, started["version"], started["pending_seats"])
