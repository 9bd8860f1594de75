"""The chaos harness: the REAL service as subprocesses, a bot load, and the checks that count.

* :class:`Service` runs ``clowder serve`` (or ``clowder worker``) as a child
  process, waits for it to answer, kills it (-9) or signals it, restarts it,
  and remembers every pid it ever saw (its tree, the embedded PostgreSQL and
  Redis) so that :func:`left_behind` can say which are still running.
* :class:`BotLoad` plays several games at once through ``api.client`` (the
  production bots of ``clowder play``), recording every ACKNOWLEDGED command
  (game, version, Idempotency-Key), every status the server answered and
  every retry.
* :func:`check_commands` compares the acknowledged commands with the store's
  (0 lost, 0 duplicated); :func:`check_read_models` compares each game's
  summary and every seat's view, as the API serves them, with a fresh fold of
  the store.

Every child process gets the parent-death signal: a crashed test run leaves
nothing behind either.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import msgspec
import psutil
import psycopg

from api.bots import Ack, GameResult, play_one_game
from api.client import ClowderClient
from api.retrying import RetryPolicy
from domain.registry import all_games
from eventstore.postgres import PostgresEventStore, open_pool
from ops.local_services import REDIS_PIDFILE
from ops.parent_death import preexec_die_with_parent
from services.game_log import GameLog
from services.views import seat_view, summarize

ROOT = Path(__file__).resolve().parents[2]
#: Answers of 5xx the API documents (docs/reliability.md): 503 busy / degraded health.
DOCUMENTED_5XX = frozenset({503})


def service_env(database_url: str | None, redis_url: str | None, prefix: str, **extra: str) -> dict[str, str]:
    """The environment of a child ``clowder``: the given stores (or none: start embedded ones)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "CLOWDER_PARENT_PID")}
    env.update(CLOWDER_REDIS_PREFIX=prefix, CLOWDER_LOG_FORMAT="json", CLOWDER_LOG_LEVEL="info", PYTHONUNBUFFERED="1")
    if database_url:
        env["DATABASE_URL"] = database_url
    if redis_url:
        env["REDIS_URL"] = redis_url
    env.update(extra)
    return env


class Service:
    """One ``clowder`` command as a child process, restartable; its output goes to ``log_path``."""

    def __init__(self, args: Sequence[str], env: dict[str, str], log_path: Path, port: int | None = None) -> None:
        self.args = list(args)
        self.env = env
        self.log_path = log_path
        self.port = port
        self.process: subprocess.Popen[bytes] | None = None
        #: Every pid seen in this service's tree, over all its runs.
        self.seen: set[int] = set()
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def start(self) -> None:
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "api.cli", *self.args], env=self.env, cwd=ROOT,
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, preexec_fn=preexec_die_with_parent(),
        )
        log.close()
        self.starts += 1
        self.seen.add(self.process.pid)

    async def wait_healthy(self, timeout: float = 60.0) -> float:
        """Wait until ``/health`` answers 200; the seconds it took."""
        began = time.monotonic()
        async with httpx.AsyncClient(base_url=self.url, timeout=2.0) as http:
            while time.monotonic() - began < timeout:
                if self.process is not None and self.process.poll() is not None:
                    raise AssertionError(f"clowder {self.args[0]} exited with {self.process.returncode}:\n{self.tail()}")
                try:
                    if (await http.get("/health")).status_code == 200:
                        self.remember_tree()
                        return time.monotonic() - began
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.1)
        raise AssertionError(f"clowder {self.args[0]} not healthy after {timeout}s:\n{self.tail()}")

    def remember_tree(self) -> list[psutil.Process]:
        """The service's live process tree (itself and every descendant), remembered for :func:`left_behind`."""
        try:
            root = psutil.Process(self.pid)
            tree = [root, *root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []
        self.seen.update(process.pid for process in tree)
        return tree

    def workers(self) -> list[psutil.Process]:
        """Live ``clowder worker`` children."""
        return [p for p in self.remember_tree()[1:] if _is_worker(p)]

    def kill9(self) -> None:
        self.remember_tree()
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def send(self, signum: int) -> None:
        self.remember_tree()
        assert self.process is not None
        self.process.send_signal(signum)

    def wait(self, timeout: float = 30.0) -> int:
        assert self.process is not None
        return self.process.wait(timeout)

    def stop(self) -> None:
        """SIGTERM, then -9 after 15 s (teardown; the tests check the clean way themselves)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def tail(self, chars: int = 3000) -> str:
        return self.log_path.read_text(errors="replace")[-chars:] if self.log_path.exists() else ""


def _is_worker(process: psutil.Process) -> bool:
    try:
        return "worker" in process.cmdline() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def embedded_pids(data_dir: Path) -> set[int]:
    """The embedded PostgreSQL (postmaster and its children) and Redis running on ``data_dir``."""
    pids: set[int] = set()
    postmaster = data_dir / "postgres" / "pgdata" / "postmaster.pid"
    redis = data_dir / "redis" / REDIS_PIDFILE
    for pidfile in (postmaster, redis):
        try:
            pid = int(pidfile.read_text().split()[0])
            process = psutil.Process(pid)
            pids.update({pid, *(child.pid for child in process.children(recursive=True))})
        except (OSError, ValueError, IndexError, psutil.Error):
            pass
    return pids


def alive(pids: set[int] | Sequence[int]) -> list[int]:
    """The pids still running (a zombie, dead but not yet reaped, counts as gone)."""
    running = []
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                running.append(pid)
        except psutil.Error:
            pass
    return sorted(running)


async def wait_gone(pids: set[int], timeout: float) -> tuple[list[int], float]:
    """Wait until none of ``pids`` runs; the ones left and the seconds waited."""
    began = time.monotonic()
    while (left := alive(pids)) and time.monotonic() - began < timeout:
        await asyncio.sleep(0.1)
    return left, time.monotonic() - began


def describe(pids: Sequence[int]) -> list[str]:
    out = []
    for pid in pids:
        try:
            out.append(f"{pid}: {' '.join(psutil.Process(pid).cmdline())[:160]}")
        except psutil.Error:
            out.append(f"{pid}: (gone)")
    return out


# -- the load ------------------------------------------------------------------------------


@dataclass
class BotLoad:
    """Games of random-legal bots through ``api.client``, recording what the server acknowledged."""

    url: str
    kind: str = "feed-the-kitten"
    players: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    acks: list[Ack] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    retries: Counter[str] = field(default_factory=Counter)
    seats: dict[str, list[ClowderClient]] = field(default_factory=dict)
    results: list[GameResult] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    async def play(self, lanes: int, stop: asyncio.Event, retry: RetryPolicy | None = None) -> None:
        """Play games on ``lanes`` lanes at once, each lane starting a new game until ``stop`` is set."""

        async def count(response: httpx.Response) -> None:
            self.statuses[response.status_code] += 1

        timeout = httpx.Timeout(20.0, connect=3.0)
        async with httpx.AsyncClient(base_url=self.url, timeout=timeout, event_hooks={"response": [count]}) as http:
            client = ClowderClient(http, retry=retry or RetryPolicy(give_up_after=90.0, max_delay=2.0),
                                   on_retry=lambda reason: self.retries.update([reason]))

            async def lane(index: int) -> None:
                game = 0
                while not stop.is_set():
                    game += 1
                    try:
                        result = await play_one_game(
                            http, self.kind, self.players, self.options, seed=index * 1000 + game,
                            on_ack=self.acks.append, client=client, on_seated=self.seats.__setitem__,
                        )
                    except Exception as error:
                        self.failures.append(f"{type(error).__name__}: {error}")
                        continue
                    self.results.append(result)
                    if not result.finished:
                        self.failures.append(f"{result.game_id}: {result.error}")

            await asyncio.gather(*(lane(index) for index in range(lanes)))

    @property
    def unexpected_5xx(self) -> int:
        return sum(n for status, n in self.statuses.items() if status >= 500 and status not in DOCUMENTED_5XX)


# -- the checks ----------------------------------------------------------------------------


class CommandCounts(msgspec.Struct, frozen=True):
    acknowledged: int
    stored: int
    lost: int
    duplicated: int
    wrong_version: int
    stored_unacknowledged: int
    without_key: int


async def check_commands(database_url: str, acks: Sequence[Ack], game_ids: Sequence[str]) -> CommandCounts:
    """Acknowledged commands against the store's command batches (their metadata and idempotency keys)."""
    streams = [f"game-{game_id}" for game_id in game_ids]
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        cursor = await conn.execute(
            """SELECT split_part(idempotency_key, ':', 2), count(*) FILTER (WHERE first_in_batch), max(version)
               FROM events WHERE stream_id = ANY(%s) AND idempotency_key IS NOT NULL GROUP BY idempotency_key""",
            (streams,),
        )
        keyed = {key: (batches, last) for key, batches, last in await cursor.fetchall()}
        cursor = await conn.execute(
            """SELECT count(*) FROM events WHERE stream_id = ANY(%s) AND idempotency_key IS NULL
                 AND metadata->'command' IS NOT NULL AND metadata->'command' <> 'null'::jsonb
                 AND coalesce(metadata->>'by', '') = ''""",
            (streams,),
        )
        row = await cursor.fetchone()
    acked = {ack.idempotency_key: ack for ack in acks}
    return CommandCounts(
        acknowledged=len(acked),
        stored=sum(batches for batches, _ in keyed.values()),
        lost=sum(1 for key in acked if key not in keyed),
        duplicated=sum(batches - 1 for batches, _ in keyed.values() if batches > 1)
        + (len(acks) - len(acked)),
        wrong_version=sum(1 for key, ack in acked.items() if key in keyed and keyed[key][1] != ack.version),
        stored_unacknowledged=sum(1 for key in keyed if key not in acked),
        without_key=int(row[0]) if row else 0,
    )


class ReadModelCounts(msgspec.Struct, frozen=True):
    games: int
    views: int
    summary_mismatches: int
    view_mismatches: int
    details: tuple[str, ...] = ()


async def check_read_models(
    url: str, database_url: str, seats: dict[str, list[ClowderClient]], timeout: float = 20.0
) -> ReadModelCounts:
    """``GET /games/{id}`` and every seat's (and the public) ``/view`` equal a fresh fold of the store.

    The projector is given ``timeout`` seconds to catch up with the store.
    """
    games = all_games()
    pool = await open_pool(database_url, min_size=1, max_size=2)
    summaries = views = bad_summaries = bad_views = 0
    details: list[str] = []
    try:
        log = GameLog(PostgresEventStore(pool), games)
        async with httpx.AsyncClient(base_url=url, timeout=10.0) as http:
            for game_id, clients in seats.items():
                record = await log.load(game_id)
                game = games[record.kind]
                expected = _plain(summarize(game, record))
                served = await _caught_up(http, f"/games/{game_id}", record.version, timeout)
                summaries += 1
                if served != expected:
                    bad_summaries += 1
                    details.append(f"summary of {game_id}: served {served.get('version')} vs store {record.version}")
                viewers: list[tuple[int | None, dict[str, str]]] = [(None, {})]
                viewers += [(seat, {"Authorization": f"Bearer {c.token}"}) for seat, c in enumerate(clients)]
                for seat, headers in viewers:
                    served = await _caught_up(http, f"/games/{game_id}/view", record.version, timeout, headers)
                    views += 1
                    if served != _plain(seat_view(game, record, seat)):
                        bad_views += 1
                        details.append(f"view of {game_id} seat {seat}: served v{served.get('version')}")
    finally:
        await pool.close()
    return ReadModelCounts(summaries, views, bad_summaries, bad_views, tuple(details[:10]))


async def _caught_up(
    http: httpx.AsyncClient, path: str, version: int, timeout: float, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    """The read model at ``path`` once it shows ``version`` (or whatever it shows after ``timeout``)."""
    began = time.monotonic()
    while True:
        body = (await http.get(path, headers=headers or {})).json()
        if body.get("version") == version or time.monotonic() - began > timeout:
            return body  # type: ignore[no-any-return]
        await asyncio.sleep(0.2)


def _plain(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


async def until(condition: Callable[[], Any], timeout: float, every: float = 0.1) -> float:
    """Wait for ``condition()`` to be truthy (it may be async); the seconds it took."""
    began = time.monotonic()
    while time.monotonic() - began < timeout:
        result = condition()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return time.monotonic() - began
        await asyncio.sleep(every)
    raise AssertionError(f"not true within {timeout}s")


__all__ = [
    "BotLoad", "CommandCounts", "ReadModelCounts", "Service", "alive", "check_commands", "check_read_models",
    "describe", "embedded_pids", "service_env", "signal", "until", "wait_gone",
]
