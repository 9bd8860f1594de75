"""The bot load of the stress tests and the checks of what it recorded.

:class:`BotLoad` plays games through ``api.client.session`` (the production bots of
``clowder play``), recording every ACKNOWLEDGED command (game, version,
Idempotency-Key), every status the server answered and every retry.
:func:`check_commands` compares the acknowledged commands with the store's (0
lost, 0 duplicated); :func:`check_read_models` compares each game's summary
and every seat's view, as the API serves them, with a fresh fold of the store.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import psycopg

from api.cli.bots import Ack, GameResult, play_one_game
from api.client.retrying import RetryPolicy
from api.client.session import ClowderClient
from domain.hosting.visibility import seat_view, summarize
from eventstore.postgres import PostgresEventStore, open_pool
from services.game_records import GameRecords
from services.game_registry import all_games

#: Answers of 5xx the API documents (docs/reliability.md): 503 busy / degraded health.
DOCUMENTED_5XX = frozenset({503})


# -- the load ------------------------------------------------------------------------------


@dataclass
class BotLoad:
    """Games of random-legal bots through ``api.client.session``, recording what the server acknowledged."""

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
    #: How requests reach the service (default: straight to ``url``); e.g. spread over several API processes.
    transport: httpx.AsyncBaseTransport | None = None

    async def play(self, lanes: int, stop: asyncio.Event, retry: RetryPolicy | None = None) -> None:
        """Play games on ``lanes`` lanes at once, each lane starting a new game until ``stop`` is set."""

        async def count(response: httpx.Response) -> None:
            self.statuses[response.status_code] += 1

        timeout = httpx.Timeout(20.0, connect=3.0)
        async with httpx.AsyncClient(
            base_url=self.url, timeout=timeout, event_hooks={"response": [count]}, transport=self.transport
        ) as http:
            client = ClowderClient(
                http,
                retry=retry or RetryPolicy(give_up_after=90.0, max_delay=2.0),
                on_retry=lambda reason: self.retries.update([reason]),
            )

            async def lane(index: int) -> None:
                game = 0
                while not stop.is_set():
                    game += 1
                    try:
                        result = await play_one_game(
                            http,
                            self.kind,
                            self.players,
                            self.options,
                            seed=index * 1000 + game,
                            on_ack=self.acks.append,
                            client=client,
                            on_seated=self.seats.__setitem__,
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
        duplicated=sum(batches - 1 for batches, _ in keyed.values() if batches > 1) + (len(acks) - len(acked)),
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
        log = GameRecords(PostgresEventStore(pool), games)
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
