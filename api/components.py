"""The composition root: every long-lived part, opened in order, closed in reverse.

Nothing connects at import time; ``open_components`` runs in the app's
lifespan (or a CLI command) and hands the parts to whoever needs them.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import structlog
from litestar.di import NamedDependency
from psycopg_pool import AsyncConnectionPool
from redis.asyncio import Redis
from redis.backoff import NoBackoff
from redis.exceptions import RedisError
from redis.retry import Retry

from api.http.limits import epoch_key
from api.http.metrics import MeteredEventStore, Metrics
from api.settings import Settings
from domain.core.game import Game
from eventstore import EventStore
from eventstore.postgres import PostgresEventStore, open_pool
from services import guards
from services.bot_runner import BotRunner
from services.checkpoints import PostgresCheckpoints
from services.clock import Clock, SystemClock
from services.credential_cache import CredentialCache
from services.deadlines import DeadlineWatcher
from services.follower import LogFollower
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.heads import HeadsNotifier
from services.house_bots import HouseBots
from services.idle_games import IdleGameWatcher
from services.lobby_listing import StoreLobby
from services.log_pump import LogPump
from services.matchmaking import Matchmaking
from services.matchmaking_manager import MatchmakingManager
from services.matchmaking_queues import Queues
from services.partitions import Partition
from services.players import PostgresPlayers
from services.projector import Projector
from services.ratings import RatingsBook
from services.reactors import Reactors
from services.read_models import ReadModels
from services.schema import migrate_schema
from services.seeds import PostgresSeeds
from services.seek_channels import RedisAnnouncer
from services.server_work import ServerWorkLedger
from services.signing import PostgresKeys
from services.stream_hub import StreamHub
from services.stream_limits import StreamLimits, TooManyWaitingReads
from services.token_watch import TokenWatch, live_tokens_in
from services.tournament_manager import TournamentManager
from services.tournaments import TournamentService
from services.transparency.reader import LogReader

log = structlog.get_logger(__name__)


@dataclass
class Components:
    settings: Settings
    games: Mapping[str, Game[Any, Any, Any, Any]]
    pool: AsyncConnectionPool
    redis: Redis
    store: EventStore
    players: PostgresPlayers
    seeds: PostgresSeeds
    game_records: GameRecords
    service: GameService
    read_models: ReadModels
    ratings: RatingsBook
    tournaments: TournamentService
    #: Quick play: each kind's queue of seeks (services/matchmaking.py).
    matchmaking: Matchmaking
    #: The live streams' one Redis subscription and their caps (see services/stream_hub.py).
    hub: StreamHub
    stream_limits: StreamLimits
    #: The caps on waiting reads (``GET /view?min_version=``), counted as streams are.
    waiting_limits: StreamLimits
    #: Ends the streams and waiting reads of a revoked or expired token (services/token_watch.py).
    token_watch: TokenWatch
    store_lobby: StoreLobby
    keys: PostgresKeys
    #: What the server's bots cost each player's hourly budget (services/server_work.py).
    server_work: ServerWorkLedger
    #: The transparency log's heads, leaves and proofs (services/transparency/).
    transparency: LogReader
    redis_guard: guards.Guard = field(default_factory=guards.redis_guard)
    store_guard: guards.Guard = field(default_factory=guards.store_guard)
    clock: Clock = field(default_factory=SystemClock)
    projector: Projector | None = None
    deadlines: DeadlineWatcher | None = None
    bot_runner: BotRunner | None = None
    tasks: list[asyncio.Task[Any]] = field(default_factory=list)
    metrics: Metrics = field(default_factory=Metrics)


@contextlib.asynccontextmanager
async def open_components(settings: Settings, clock: Clock | None = None) -> AsyncIterator[Components]:
    if settings.database_url is None or settings.redis_url is None:
        raise ValueError("open_components needs DATABASE_URL and REDIS_URL (the CLI starts local ones)")
    await migrate_schema(settings.database_url)
    games = all_games()
    pool = await open_pool(
        settings.database_url,
        min_size=2,
        max_size=settings.pool_size,
        timeout=settings.pool_timeout_seconds,
        check=settings.pool_check,
        open_timeout=10.0,
        statement_deadline=settings.statement_deadline_seconds,
    )
    redis = Redis.from_url(settings.redis_url)
    # Reads and the command path's Redis calls are bounded; the projector's and
    # the live streams' long-lived subscriptions (on ``redis``) are not.
    bounded = Redis.from_url(
        settings.redis_url,
        socket_timeout=settings.redis_timeout_seconds,
        socket_connect_timeout=settings.redis_timeout_seconds,
    )
    metrics = Metrics()
    store = MeteredEventStore(PostgresEventStore(pool), metrics)
    game_records = GameRecords(store, games, settings.cached_games, checkpoint_capacity=settings.cached_checkpoints)
    seeds = PostgresSeeds(pool, settings.cached_seeds)
    # The hub's own client: its one long-held connection never comes out of the pool reads use.
    hub_redis = Redis.from_url(
        settings.redis_url, socket_keepalive=True, socket_connect_timeout=2, retry=Retry(NoBackoff(), 0)
    )
    read_models = ReadModels(bounded, settings.redis_prefix, partitions=settings.partitions)
    notifier = HeadsNotifier(read_models, f"{settings.redis_prefix}events", settings.redis_retry_seconds)
    token_watch = TokenWatch(live_tokens_in(pool), every=settings.token_check_seconds)

    async def on_revoked() -> None:
        token_watch.announce()
        await new_revocation_epoch(bounded, settings.redis_prefix)

    components = Components(
        settings=settings,
        games=games,
        pool=pool,
        redis=redis,
        store=store,
        players=PostgresPlayers(
            pool,
            settings.cached_players,
            CredentialCache(settings.token_cache_seconds, settings.token_cache_size),
            on_revoked=on_revoked,
        ),
        seeds=seeds,
        game_records=game_records,
        service=GameService(games, game_records, seeds, notifier),
        read_models=read_models,
        ratings=RatingsBook(pool, GameRecords(store, games, settings.cached_games, checkpoint_capacity=0)),
        tournaments=TournamentService(store, games, seeds, notifier),
        matchmaking=Matchmaking(
            Queues(store, seeds, notifier, RedisAnnouncer(bounded, settings.redis_prefix)), games, settings.seek_seconds
        ),
        hub=StreamHub(hub_redis, f"{settings.redis_prefix}stream-hub", capacity=settings.stream_queue),
        stream_limits=StreamLimits(settings.streams_per_token, settings.streams_per_process),
        waiting_limits=StreamLimits(
            settings.waiting_reads_per_token,
            settings.waiting_reads_per_process,
            "waiting reads",
            TooManyWaitingReads,
            retry_after=1,
        ),
        token_watch=token_watch,
        store_lobby=StoreLobby(store, game_records, games),
        keys=PostgresKeys(pool, settings.signing_key_refresh_seconds),
        server_work=ServerWorkLedger(pool),
        transparency=LogReader(pool),
        redis_guard=guards.redis_guard(settings.redis_retry_seconds),
        store_guard=guards.store_guard(settings.redis_retry_seconds),
        clock=clock or SystemClock(),
        metrics=metrics,
    )
    try:
        components.tasks.append(asyncio.create_task(components.hub.run(), name="stream-hub"))
        components.tasks.append(
            asyncio.create_task(
                token_watch.run(components.hub, revocations_channel(settings.redis_prefix)), name="token-watch"
            )
        )
        await components.keys.ensure()  # the first process to start creates the signing key
        if settings.embedded_projector:
            await _start_projector(components)
        if settings.reactors:
            await _start_reactors(components)
            if settings.transparency_log:
                components.tasks.append(asyncio.create_task(run_log_writer(components), name="transparency-log"))
        yield components
    finally:
        for task in components.tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await hub_redis.aclose()
        await bounded.aclose()
        await redis.aclose()
        await pool.close()


async def _start_projector(components: Components) -> None:
    settings = components.settings
    projector = Projector(
        components.store, components.games, components.redis, settings.redis_prefix, cached_games=settings.cached_games
    )
    ready = asyncio.Event()
    components.projector = projector
    components.tasks.append(asyncio.create_task(projector.run(ready), name="projector"))
    await asyncio.wait_for(ready.wait(), timeout=120)
    log.info("projector.ready", projected=projector.projected)


async def _start_reactors(components: Components) -> None:
    """The log followers that act on games: decision deadlines (and bots, tournaments)."""
    share = reactors_of(components, Partition())
    components.deadlines = share.watcher
    components.bot_runner = share.runner
    components.tasks.append(asyncio.create_task(share.follower.run(), name="reactors"))


@dataclass(frozen=True)
class ReactorShare:
    """One partition's reactors (each with state of its own) and the follower that feeds them."""

    reactors: Reactors
    follower: LogFollower
    watcher: DeadlineWatcher
    runner: BotRunner
    idle: IdleGameWatcher
    matchmaker: MatchmakingManager


def reactors_of(components: Components, partition: Partition) -> ReactorShare:
    """The reactors of one partition (or of the whole log) and their follower."""
    watcher = DeadlineWatcher(components.service, components.clock)
    idle = IdleGameWatcher(components.service, components.clock, components.settings.idle_game_seconds)
    runner = BotRunner(components.service, components.players)
    manager = TournamentManager(
        components.tournaments,
        components.service,
        components.players,
        components.server_work,
        components.clock,
        components.settings.limits.server_bot_games_per_player_per_hour,
    )
    matchmaker = MatchmakingManager(
        components.matchmaking.queues,
        components.service,
        components.players,
        HouseBots(components.pool),
        partition,
        server_work=components.server_work,
        bot_games_per_hour=components.settings.limits.server_bot_games_per_player_per_hour,
    )
    game_records = GameRecords(
        components.store, components.games, components.settings.cached_games, checkpoint_capacity=0
    )
    reactors = Reactors(game_records, [watcher, idle, components.ratings, runner, manager, matchmaker])

    async def on_idle() -> None:
        await watcher.tick()
        await idle.tick()
        await manager.tick()
        await matchmaker.tick()

    follower = LogFollower(
        "reactors",
        components.store,
        reactors.handle,
        components.redis,
        f"{components.settings.redis_prefix}events",
        on_idle=on_idle,
        checkpoints=PostgresCheckpoints(components.pool),
        save_every=1.0,
        partition=partition,
    )
    return ReactorShare(reactors, follower, watcher, runner, idle, matchmaker)


async def run_partition(components: Components, partition: Partition) -> None:
    """Project and react for one partition's games until cancelled (a worker's share; api/cli/serve.py):
    one reader of the log feeds both (services/log_pump.py)."""
    settings = components.settings
    projector = Projector(
        components.store,
        components.games,
        components.redis,
        settings.redis_prefix,
        partition=partition,
        cached_games=settings.cached_games,
    )
    share = reactors_of(components, partition)
    await LogPump(projector, share.reactors, share.follower).run()


async def run_log_writer(components: Components, stop: asyncio.Event | None = None) -> None:
    """The transparency log's one writer, while this process holds its lease (a standby until then)."""
    from services.leases import while_leased
    from services.transparency.writer import LOG_LEASE, LogWriter

    settings = components.settings
    assert settings.database_url is not None
    writer = LogWriter(
        components.pool,
        components.store,
        components.keys,
        period=settings.transparency_log_seconds,
        heartbeat=settings.transparency_heartbeat_seconds,
    )
    await while_leased(settings.database_url, LOG_LEASE, writer.run, stop or asyncio.Event())


def revocations_channel(prefix: str) -> str:
    """Where a revocation is announced, for every process's token watch (services/token_watch.py)."""
    return f"{prefix}tokens-revoked"


async def new_revocation_epoch(redis: Redis, prefix: str) -> None:
    """After a revocation: a new epoch, so that no process reuses a token check made before it,
    and an announcement, so that every process ends that token's streams at once.

    If Redis cannot be told, the processes that reach it keep their memory of
    checked tokens for at most ``token_cache_seconds``, and the token's streams
    for at most ``token_check_seconds``; logged, so that an operator knows a
    revocation waited."""
    try:
        async with redis.pipeline(transaction=False) as pipe:
            pipe.set(epoch_key(prefix), uuid.uuid4().hex)
            pipe.publish(revocations_channel(prefix), b"revoked")
            await pipe.execute()
    except (RedisError, OSError) as error:
        log.warning("tokens.epoch_unwritten", error=repr(error), effect="other processes may accept it for seconds")


#: How a route handler asks for the components (an explicit, named dependency).
ComponentsDep = NamedDependency[Components]
