"""What every load phase of ``bench/http_commands.py`` counts, and the pacer of the lag phase."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from bench._common import now
from bench._http import Connection

KIND = "feed-the-kitten"
HOST = "127.0.0.1"

_decode = msgspec.json.decode


@dataclass
class Phase:
    name: str
    commands: int = 0
    #: Every HTTP request of the phase once its clock runs: lobby, views, commands (refused ones too).
    requests: int = 0
    #: Requests before the clock started: registrations, decision streams opened (the open loop: its games' set-up).
    untimed: int = 0
    errors: int = 0
    games: int = 0
    seconds: float = 0.0
    command_latencies: list[float] = field(default_factory=list)
    view_latencies: list[float] = field(default_factory=list)
    #: (game_id, version, sent, answered) of every accepted command.
    commits: list[tuple[str, int, float, float]] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)
    busy: float = 0.0
    first_error: str | None = None
    #: (game_id, min_version, sent) of every GET view of the pending seat.
    view_requests: list[tuple[str, int, float]] = field(default_factory=list)
    #: CLOCK_MONOTONIC when the phase began.
    started: float = 0.0
    #: GET view answers to the pending seat that had no legal commands (retried).
    seatless_views: int = 0
    seatless_example: str | None = None
    #: GET /games/{id}/view requests (the poll client's one per move; the stream client's fallbacks).
    views: int = 0
    #: POST /games/{id}/commands requests, accepted or not.
    posts: int = 0
    #: Commands answered 409 (another request moved the game first).
    conflicts: int = 0
    #: The stream client: decision streams opened, decision events read (some still unread in
    #: the lane's inbox when the phase ends), events ignored as already acted on (or of another
    #: game), events that carried the seat's view.
    streams: int = 0
    events: int = 0
    duplicates: int = 0
    events_with_view: int = 0
    #: The stream client: from the answer that handed the game to another seat (or the start's) to
    #: the decision event that woke it (the projector, the API's fan-out, the stream).
    wake_latencies: list[float] = field(default_factory=list)
    #: The stream client: moves made from the previous command's answer (still the mover's turn).
    chained: int = 0
    #: The stream client: waits for a decision event that ended in a GET of every seat's view.
    stalls: int = 0

    @property
    def rate(self) -> float:
        return self.commands / self.seconds if self.seconds else 0.0

    @property
    def request_rate(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    @property
    def requests_per_move(self) -> float:
        return self.requests / self.commands if self.commands else float("nan")

    @property
    def in_play_per_move(self) -> float:
        """GET views and command POSTs per accepted command: what one move costs once the game runs."""
        return (self.views + self.posts) / self.commands if self.commands else float("nan")

    @property
    def set_up(self) -> int:
        """Requests on the clock that were neither a view nor a command: create, join, start."""
        return self.requests - self.views - self.posts

    def start_clock(self, on_start: Callable[[], None] | None) -> float:
        """The lanes are set up (registered, streams open): the phase's time starts now.

        Their requests so far go to ``untimed``; returns ``time.perf_counter()``."""
        self.untimed, self.requests = self.untimed + self.requests, 0
        if on_start is not None:
            on_start()
        self.started = now()
        return time.perf_counter()

    def error(self, text: str) -> None:
        self.errors += 1
        if self.first_error is None:
            self.first_error = text

    async def call(self, conn: Connection, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        """One request, counted; its decoded JSON answer, or RuntimeError for a 4xx or 5xx."""
        status, raw = await conn.request(method, path, body, token)
        self.requests += 1
        if status >= 400:
            raise RuntimeError(f"{method} {path.split('?')[0]} answered {status}: {raw[:200]!r}")
        return _decode(raw)

    def seatless(self, text: str) -> None:
        """A GET view answer to the pending seat without its legal commands (see the report)."""
        self.seatless_views += 1
        if self.seatless_example is None:
            self.seatless_example = text


class Pacer:
    """Releases one command every 1/rate seconds across all connections (no bursts after a stall)."""

    def __init__(self, rate: float) -> None:
        self.interval = 1.0 / rate
        self.next = now()

    async def wait(self) -> None:
        slot = max(self.next, now())
        self.next = slot + self.interval
        delay = slot - now()
        if delay > 0:
            await asyncio.sleep(delay)
