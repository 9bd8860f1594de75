"""The stream client of ``bench/http_commands.py``: bots woken by their decision streams.

A client that plays well needs one HTTP exchange per move: each bot lane
registers its players once and opens one ``GET /players/me/decisions``
stream per player; a ``decision`` event wakes the seat, which moves from the
event's ``view`` (or, when the server sends none, from ``GET
/games/{id}/view?min_version=<version>``, counted); while the command's
answer says it is still the mover's turn it moves again from that answer,
with no GET. Events for a version the lane already acted on are ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Callable
from typing import Any

import msgspec

from bench._common import now
from bench._http import Connection, EventStream
from bench._http_phase import HOST, KIND, Phase

#: How long a lane waits for a decision event before it asks every seat for its view.
STALL_SECONDS = 2.0

_decode = msgspec.json.decode


async def stream_phase(
    name: str, port: int, connections: int, seats: int, seconds: float, seed: int, on_start: Callable[[], None] | None
) -> Phase:
    """``connections`` lanes, each one command connection plus one decision stream per seat, one game at a time.

    The lanes register and open their streams before the clock starts (``on_start``)."""
    phase = Phase(name)
    lanes = [_Lane(phase, port, seats, random.Random(seed * 10_000 + i)) for i in range(connections)]
    try:
        ready = await asyncio.gather(*(lane.set_up(i) for i, lane in enumerate(lanes)), return_exceptions=True)
        began = phase.start_clock(on_start)
        deadline = phase.started + seconds
        await asyncio.gather(*(lane.play(deadline) for lane, ok in zip(lanes, ready, strict=True) if ok is None))
        phase.seconds = time.perf_counter() - began
    finally:
        for lane in lanes:
            await lane.close()
    for failed in (r for r in ready if r is not None):
        phase.error(repr(failed))
    return phase


class _Lane:
    def __init__(self, phase: Phase, port: int, seats: int, chooser: random.Random) -> None:
        self.phase = phase
        self.port = port
        self.seats = seats
        self.chooser = chooser
        self.deadline = 0.0
        self.streams: list[EventStream] = []
        self.readers: list[asyncio.Task[None]] = []
        self.conn = Connection(HOST, port)
        self.tokens: list[str] = []
        #: (index of the player whose stream told it, decoded decision event, when it arrived).
        self.inbox: asyncio.Queue[tuple[int, dict[str, Any], float]] = asyncio.Queue()
        #: When the lane last handed its game over (the start's answer, or an answer that was not its turn).
        self.handed = 0.0

    async def set_up(self, index: int) -> None:
        """Register the lane's players and open one decision stream for each."""
        await self.conn.open()
        for seat in range(self.seats):
            registered = await self.phase.call(self.conn, "POST", "/players", {"name": f"bench-s{index}-{seat}"})
            self.tokens.append(registered["token"])
        for player, token in enumerate(self.tokens):
            stream = EventStream(HOST, self.port)
            self.streams.append(stream)
            self.phase.requests += 1
            await stream.open("/players/me/decisions", token)
            self.phase.streams += 1
            self.readers.append(asyncio.create_task(self._read(stream, player)))

    async def play(self, deadline: float) -> None:
        self.deadline = deadline
        try:
            while now() < self.deadline:
                await self._play(await self._new_game())
        except Exception as error:  # noqa: BLE001 - counted and shown, the phase goes on
            self.phase.error(repr(error))

    async def close(self) -> None:
        for reader in self.readers:
            reader.cancel()
        for reader in self.readers:
            with contextlib.suppress(BaseException):
                await reader
        for stream in self.streams:
            await stream.close()
        await self.conn.close()

    async def _read(self, stream: EventStream, player: int) -> None:
        async for name, data in stream.events():
            if name == "decision":
                event = _decode(data)
                self.phase.events += 1
                self.phase.events_with_view += event.get("view") is not None
                self.inbox.put_nowait((player, event, now()))

    async def _new_game(self) -> str:
        call, conn, tokens = self.phase.call, self.conn, self.tokens
        game = await call(conn, "POST", "/games", {"kind": KIND, "seats": self.seats, "join": True}, tokens[0])
        for token in tokens[1:]:
            await call(conn, "POST", f"/games/{game['game_id']}/seats", {}, token)
        await call(conn, "POST", f"/games/{game['game_id']}/start", None, tokens[0])
        self.handed = now()
        return str(game["game_id"])

    async def _play(self, game_id: str) -> None:
        """Move whenever a seat is woken, until the game ends or the phase does."""
        acted = 0  # the highest version this lane sent a command for, in this game
        while (left := self.deadline - now()) > 0:
            try:
                player, event, arrived = await asyncio.wait_for(self.inbox.get(), min(STALL_SECONDS, left))
            except TimeoutError:
                if now() >= self.deadline:
                    return
                self.phase.stalls += 1
                woken = await self._any_pending(game_id, acted + 1)
                if woken is None:
                    continue
                player, mine = woken
            else:
                if event["game_id"] != game_id or event["version"] <= acted:
                    self.phase.duplicates += 1
                    continue
                # Negative when the event beat the command's own answer to the lane (a slow answer).
                self.phase.wake_latencies.append(arrived - self.handed)
                mine = event.get("view")
                if mine is None:
                    mine = await self._view(game_id, event["version"], player)
            while mine["status"] == "running" and mine["your_turn"] and mine["legal_commands"]:
                if now() >= self.deadline:
                    return
                acted = max(acted, mine["version"])
                answer = await self._command(game_id, mine, player)
                if answer is None:  # 409: someone moved first; the stream tells what next
                    break
                mine = answer
                self.phase.chained += mine["status"] == "running" and mine["your_turn"] and bool(mine["legal_commands"])
            if mine["status"] != "running":
                self.phase.games += mine["status"] == "finished"
                return
            self.handed = now()

    async def _view(self, game_id: str, version: int, player: int) -> dict[str, Any]:
        """The seat's view at ``version`` or later (the fallback when the event has none)."""
        path = f"/games/{game_id}/view?min_version={version}"
        sent = now()
        self.phase.view_requests.append((game_id, version, sent))
        mine = await self.phase.call(self.conn, "GET", path, None, self.tokens[player])
        self.phase.views += 1
        for _ in range(50):
            if mine["legal_commands"] or not mine["your_turn"] or mine["status"] != "running":
                break
            self.phase.seatless(
                f"player {player} of game {game_id} woken at version {version},"
                f" got seat={mine['seat']} version={mine['version']} your_turn={mine['your_turn']}"
            )
            await asyncio.sleep(0.002)
            mine = await self.phase.call(self.conn, "GET", path, None, self.tokens[player])
            self.phase.views += 1
        self.phase.view_latencies.append(now() - sent)
        return mine

    async def _any_pending(self, game_id: str, version: int) -> tuple[int, dict[str, Any]] | None:
        """No event came: every player's view, the first whose turn it is (a missed event, counted)."""
        for player, token in enumerate(self.tokens):
            path = f"/games/{game_id}/view"
            mine = await self.phase.call(self.conn, "GET", path, None, token)
            self.phase.views += 1
            if mine["version"] >= version and mine["your_turn"] and mine["legal_commands"]:
                return player, mine
            if mine["status"] != "running":
                return player, mine
        return None

    async def _command(self, game_id: str, mine: dict[str, Any], player: int) -> dict[str, Any] | None:
        """One legal command from ``mine``: the mover's view after it, or None after a 409."""
        body = {"command": self.chooser.choice(mine["legal_commands"]), "expected_version": mine["version"]}
        sent = now()
        status, raw = await self.conn.request("POST", f"/games/{game_id}/commands", body, self.tokens[player])
        answered = now()
        self.phase.requests += 1
        self.phase.posts += 1
        if status == 409:
            self.phase.conflicts += 1
            return None
        if status >= 400:
            raise RuntimeError(f"POST /games/{{id}}/commands answered {status}: {raw[:200]!r}")
        result = _decode(raw)
        self.phase.command_latencies.append(answered - sent)
        self.phase.commits.append((game_id, result["version"], sent, answered))
        self.phase.commands += 1
        return result["view"]  # type: ignore[no-any-return]
