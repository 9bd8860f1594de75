"""Settings: one typed object, read once from the environment and passed down."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import Literal

import msgspec

from api.http.connections import Connections
from api.http.proxies import parse_trusted_proxies


def _flag(env: Mapping[str, str], name: str, default: bool) -> bool:
    value = env.get(name)
    return default if value is None else value.strip().lower() not in ("0", "false", "no", "off")


class Limits(msgspec.Struct, frozen=True):
    """What one client may ask of the service (docs/reliability.md, "Limits and their defaults").

    Rate budgets are requests per ``rate_window_seconds``, counted in Redis so
    that they hold across API processes; a request is counted against its
    token (when it has one) and against its client address. Registrations
    have their own, smaller budget per address.
    """

    #: Off only for a trusted, local service (``clowder play`` against its own embedded one).
    rate_limits: bool = True
    rate_window_seconds: int = 60
    writes_per_token: int = 300
    writes_per_address: int = 1200
    reads_per_token: int = 1200
    reads_per_address: int = 3000
    registrations_per_address: int = 30
    #: Games a player created that have not started yet.
    open_games_per_player: int = 20
    #: Tournaments an organizer created that have not finished yet.
    open_tournaments_per_organizer: int = 5
    #: Quick-play seeks one player may have waiting at once (across every kind).
    open_seeks_per_player: int = 3
    #: Games with a server-played bot seated that one player's games may start in an hour: the
    #: server's work on a player's behalf (its bots' moves) is bounded like the player's own.
    server_bot_games_per_player_per_hour: int = 60
    #: The same, for every player of one client address together: new players cannot multiply it.
    server_bot_games_per_address_per_hour: int = 300
    #: Open games and tournaments older than this stop counting towards those quotas
    #: (nothing can cancel an abandoned one yet).
    quota_hours: int = 24
    #: Request bodies larger than this are refused with 413.
    max_body_bytes: int = 64 * 1024
    #: JSON nested deeper than this (arrays and objects) is refused with 400.
    max_json_depth: int = 32

    def __post_init__(self) -> None:
        for name in self.__struct_fields__:
            value = getattr(self, name)
            if not isinstance(value, bool) and value < 1:
                raise ValueError(f"limit {name} must be at least 1, not {value} (CLOWDER_{name.upper()})")

    @classmethod
    def unlimited(cls) -> Limits:
        """No rate limits and quotas nobody reaches (the body checks stay): for a
        load generator or a test whose flood is about something else."""
        return cls(
            rate_limits=False,
            open_games_per_player=10**9,
            open_tournaments_per_organizer=10**9,
            open_seeks_per_player=10**9,
            server_bot_games_per_player_per_hour=10**9,
            server_bot_games_per_address_per_hour=10**9,
        )

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Limits:
        """Each field from ``CLOWDER_<FIELD>`` (upper case), e.g. ``CLOWDER_WRITES_PER_TOKEN=600``."""
        defaults = cls()
        values: dict[str, object] = {}
        for name in cls.__struct_fields__:
            default = getattr(defaults, name)
            variable = f"CLOWDER_{name.upper()}"
            if isinstance(default, bool):
                values[name] = _flag(env, variable, default)
            elif variable in env:
                values[name] = int(env[variable])
        return cls(**values)  # type: ignore[arg-type]


class Settings(msgspec.Struct, frozen=True):
    #: PostgreSQL and Redis; None means "start local ones" (see ops.local_services).
    database_url: str | None = None
    redis_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 8000
    #: Where locally started PostgreSQL and Redis keep their data.
    data_dir: str = "/var/tmp/clowder"
    log_format: Literal["console", "json"] = "console"
    log_level: str = "info"
    redis_prefix: str = "clowder:"
    #: Run the projector inside the API process (off when it runs on its own).
    embedded_projector: bool = True
    #: Run the reactors (decision deadlines, bots, tournaments) in this process.
    reactors: bool = True
    pool_size: int = 16
    limits: Limits = Limits()
    #: Live streams (game streams and decision streams together) one player may hold
    #: open; anonymous spectators count per client address.
    streams_per_token: int = 16
    #: Live streams one API process holds at most; past either cap a 429 problem.
    streams_per_process: int = 10_000
    #: Waiting reads (``GET /view?min_version=`` not reached yet) one player (or address) may
    #: hold at once, and one API process; past either cap a 429 ``too-many-waiting-reads``.
    waiting_reads_per_token: int = 16
    waiting_reads_per_process: int = 2_000
    #: Memory bounds (docs/operations.md, "Memory bounds"): each in-process cache keeps at most
    #: this many entries, least recently used out; what it drops is read again when needed.
    #: Folded game records per game log (the API's, the projector's, the reactors'), and what
    #: the projector remembers the lobby shows of each game.
    cached_games: int = 10_000
    #: Records kept every 32 versions of the games the API reads at past versions (replays,
    #: ``/versions/{n}``; services/record_checkpoints.py), so that a version of a long game costs
    #: what one of a short game does. 0: none, every past version folds from the first event.
    cached_checkpoints: int = 8_192
    #: Games' server seeds (read on each command that draws a card).
    cached_seeds: int = 10_000
    #: Players by id (name, handle: immutable).
    cached_players: int = 10_000
    #: Per decisions stream: the games whose last announced decision it remembers.
    announced_per_stream: int = 1024
    #: Per live stream: hub messages queued for a slow client before they are replaced by a resync.
    stream_queue: int = 256
    #: Seconds a request waits for a PostgreSQL connection before its 503 (while PostgreSQL is down).
    pool_timeout_seconds: float = 2.0
    #: Seconds one statement may wait on PostgreSQL before its connection is cut and the request
    #: answers 503 (a frozen server never answers; eventstore/deadlines.py). Also bounds connecting.
    statement_deadline_seconds: float = 3.0
    #: Test each PostgreSQL connection before use (one empty query, about +0.3 ms per statement),
    #: so that after a PostgreSQL restart no request meets a dead connection. Off, the idle ones
    #: are tested once the first dead one is met.
    pool_check: bool = False
    #: Bound on each Redis call of a read; past it (or on any Redis error) the read is served from PostgreSQL.
    redis_timeout_seconds: float = 0.25
    #: After a Redis (or PostgreSQL) failure, reads skip it for this long before trying it again.
    redis_retry_seconds: float = 1.0
    #: How long ``GET /games/{id}/view?min_version=`` waits for the version before its 409.
    min_version_wait_seconds: float = 30.0
    #: A waiting read wakes on the game's hub messages; it also re-reads this often, so that a
    #: lost message costs this much latency, never a wait past its bound.
    min_version_recheck_seconds: float = 1.0
    #: ``/health/ready`` fails when the projector is further behind the log than this.
    ready_max_lag_seconds: float = 30.0
    #: Seconds a stopping API waits for open requests and live streams before closing them.
    shutdown_grace: float = 5.0
    #: Keep-alive, header and body deadlines and the connection cap of each API process (api/http/connections.py).
    connections: Connections = Connections()
    #: Origins whose browser pages may call the API (CORS); empty: none. Tokens go
    #: in a header, never a cookie, so ``*`` is safe (CLOWDER_CORS_ORIGINS, comma-separated).
    cors_origins: tuple[str, ...] = ("*",)
    #: Seconds an API process keeps using the signing key it loaded: after a
    #: rotation elsewhere it signs with the retired (still valid) key that long.
    signing_key_refresh_seconds: float = 30.0
    #: Serve the worker process's own metrics (its appends, conflicts) on this port; 0: off.
    #: The API serves its own at /metrics; the worker has no HTTP otherwise.
    worker_metrics_port: int = 0
    #: How many partitions (by game id) the workers share the projector and the reactors in
    #: (docs/scaling.md). Every worker and API process on one store must use the same number;
    #: more partitions than workers lets a joining worker take a share. 1: one worker does all.
    #: Each partition reads the log on its own (its projector and reactors share one reader),
    #: about 0.1 ms of worker CPU per command each
    #: (docs/scaling.md), hence 1 by default; several workers want at least as many partitions as workers.
    partitions: int = 1
    #: A file ``clowder worker`` touches after each round of its partition leases (PostgreSQL
    #: answered, the event loop runs); ``clowder worker --check`` tests its age. Empty: off.
    worker_heartbeat_path: str = ""
    #: Seconds an API process may reuse a token check PostgreSQL answered, under the current
    #: revocation epoch (services/credential_cache.py: a revocation still holds at once on every
    #: process); the bound for a token revoked behind the service's back. 0: check every request.
    token_cache_seconds: float = 5.0
    #: Tokens an API process remembers at most (least recently used forgotten first).
    token_cache_size: int = 10_000
    #: How often each API process asks PostgreSQL (one query for all) whether the tokens its
    #: streams and waiting reads were opened with are still live (services/token_watch.py);
    #: a revocation announced on Redis is checked at once.
    token_check_seconds: float = 1.0
    #: The reverse proxies whose ``X-Forwarded-For`` names the client (IP addresses or CIDR
    #: networks; api/http/proxies.py). Empty: no forwarded header is believed, and each connection's
    #: peer is the address the per-address budgets count (CLOWDER_TRUSTED_PROXIES, comma-separated).
    trusted_proxies: tuple[str, ...] = ()
    #: A running game in which nothing happens for this long is aborted (services/idle_games.py); 0: never.
    idle_game_seconds: float = 3600.0
    #: How long a quick-play seek waits for a game before it expires (``POST /matchmaking/seeks``).
    seek_seconds: float = 300.0
    #: Run the transparency log's writer (docs/transparency.md) in the process that runs the
    #: reactors (``clowder worker``, or ``--single-process``); one writer at a time holds its lease.
    #: Off (CLOWDER_TRANSPARENCY_LOG=off): no new leaves or heads; what is logged is still served.
    transparency_log: bool = True
    #: How often the log writer appends what was committed since its last round, with a new signed
    #: head (the bound on a batch's wait for the log, beside the round's own work).
    transparency_log_seconds: float = 1.0
    #: With nothing to append for this long, the writer signs the same tree again with a new time.
    transparency_heartbeat_seconds: float = 60.0

    def __post_init__(self) -> None:
        for name in _BOUNDS:
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)} (CLOWDER_{name.upper()})")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        defaults = cls()
        default_format = "console" if sys.stderr.isatty() else "json"
        return cls(
            database_url=env.get("DATABASE_URL") or None,
            redis_url=env.get("REDIS_URL") or None,
            host=env.get("CLOWDER_HOST", defaults.host),
            port=int(env.get("CLOWDER_PORT", defaults.port)),
            data_dir=env.get("CLOWDER_DATA_DIR", defaults.data_dir),
            log_format=env.get("CLOWDER_LOG_FORMAT", default_format),  # type: ignore[arg-type]
            log_level=env.get("CLOWDER_LOG_LEVEL", defaults.log_level),
            redis_prefix=env.get("CLOWDER_REDIS_PREFIX", defaults.redis_prefix),
            embedded_projector=env.get("CLOWDER_EMBEDDED_PROJECTOR", "1") not in ("0", "false", "no"),
            reactors=env.get("CLOWDER_REACTORS", "1") not in ("0", "false", "no"),
            pool_size=int(env.get("CLOWDER_POOL_SIZE", defaults.pool_size)),
            limits=Limits.from_env(env),
            streams_per_token=int(env.get("CLOWDER_STREAMS_PER_TOKEN", defaults.streams_per_token)),
            streams_per_process=int(env.get("CLOWDER_STREAMS_PER_PROCESS", defaults.streams_per_process)),
            waiting_reads_per_token=int(env.get("CLOWDER_WAITING_READS_PER_TOKEN", defaults.waiting_reads_per_token)),
            waiting_reads_per_process=int(
                env.get("CLOWDER_WAITING_READS_PER_PROCESS", defaults.waiting_reads_per_process)
            ),
            cached_games=int(env.get("CLOWDER_CACHED_GAMES", defaults.cached_games)),
            cached_seeds=int(env.get("CLOWDER_CACHED_SEEDS", defaults.cached_seeds)),
            cached_checkpoints=max(0, int(env.get("CLOWDER_CACHED_CHECKPOINTS", defaults.cached_checkpoints))),
            cached_players=int(env.get("CLOWDER_CACHED_PLAYERS", defaults.cached_players)),
            announced_per_stream=int(env.get("CLOWDER_ANNOUNCED_PER_STREAM", defaults.announced_per_stream)),
            stream_queue=int(env.get("CLOWDER_STREAM_QUEUE", defaults.stream_queue)),
            pool_timeout_seconds=float(env.get("CLOWDER_POOL_TIMEOUT_SECONDS", defaults.pool_timeout_seconds)),
            statement_deadline_seconds=float(
                env.get("CLOWDER_STATEMENT_DEADLINE_SECONDS", defaults.statement_deadline_seconds)
            ),
            pool_check=env.get("CLOWDER_POOL_CHECK", "0") not in ("0", "false", "no", ""),
            redis_timeout_seconds=float(env.get("CLOWDER_REDIS_TIMEOUT_SECONDS", defaults.redis_timeout_seconds)),
            redis_retry_seconds=float(env.get("CLOWDER_REDIS_RETRY_SECONDS", defaults.redis_retry_seconds)),
            min_version_wait_seconds=float(
                env.get("CLOWDER_MIN_VERSION_WAIT_SECONDS", defaults.min_version_wait_seconds)
            ),
            min_version_recheck_seconds=float(
                env.get("CLOWDER_MIN_VERSION_RECHECK_SECONDS", defaults.min_version_recheck_seconds)
            ),
            ready_max_lag_seconds=float(env.get("CLOWDER_READY_MAX_LAG_SECONDS", defaults.ready_max_lag_seconds)),
            shutdown_grace=float(env.get("CLOWDER_SHUTDOWN_GRACE_SECONDS", defaults.shutdown_grace)),
            connections=Connections.from_env(env),
            cors_origins=_origins(env.get("CLOWDER_CORS_ORIGINS"), defaults.cors_origins),
            signing_key_refresh_seconds=float(
                env.get("CLOWDER_SIGNING_KEY_REFRESH_SECONDS", defaults.signing_key_refresh_seconds)
            ),
            worker_metrics_port=int(env.get("CLOWDER_WORKER_METRICS_PORT", defaults.worker_metrics_port)),
            partitions=max(1, int(env.get("CLOWDER_PARTITIONS", defaults.partitions))),
            worker_heartbeat_path=env.get("CLOWDER_WORKER_HEARTBEAT", defaults.worker_heartbeat_path),
            token_cache_seconds=float(env.get("CLOWDER_TOKEN_CACHE_SECONDS", defaults.token_cache_seconds)),
            token_cache_size=int(env.get("CLOWDER_TOKEN_CACHE_SIZE", defaults.token_cache_size)),
            token_check_seconds=float(env.get("CLOWDER_TOKEN_CHECK_SECONDS", defaults.token_check_seconds)),
            trusted_proxies=parse_trusted_proxies(env.get("CLOWDER_TRUSTED_PROXIES")),
            idle_game_seconds=float(env.get("CLOWDER_IDLE_GAME_SECONDS", defaults.idle_game_seconds)),
            seek_seconds=float(env.get("CLOWDER_SEEK_SECONDS", defaults.seek_seconds)),
            transparency_log=_flag(env, "CLOWDER_TRANSPARENCY_LOG", defaults.transparency_log),
            transparency_log_seconds=float(
                env.get("CLOWDER_TRANSPARENCY_LOG_SECONDS", defaults.transparency_log_seconds)
            ),
            transparency_heartbeat_seconds=float(
                env.get("CLOWDER_TRANSPARENCY_HEARTBEAT_SECONDS", defaults.transparency_heartbeat_seconds)
            ),
        )


#: The memory bounds (each from ``CLOWDER_<NAME>``): at least 1.
_BOUNDS = ("cached_games", "cached_seeds", "cached_players", "announced_per_stream", "stream_queue", "seek_seconds")


def _origins(raw: str | None, default: tuple[str, ...]) -> tuple[str, ...]:
    if raw is None:
        return default
    return tuple(origin.strip() for origin in raw.split(",") if origin.strip())
