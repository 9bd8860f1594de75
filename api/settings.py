"""Settings: one typed object, read once from the environment and passed down."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import Literal

import msgspec


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
    #: Seconds a request waits for a PostgreSQL connection before its 503 (while PostgreSQL is down).
    pool_timeout_seconds: float = 2.0
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
    #: ``/health/ready`` fails when the projector is further behind the log than this.
    ready_max_lag_seconds: float = 30.0

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
            pool_timeout_seconds=float(env.get("CLOWDER_POOL_TIMEOUT_SECONDS", defaults.pool_timeout_seconds)),
            pool_check=env.get("CLOWDER_POOL_CHECK", "0") not in ("0", "false", "no", ""),
            redis_timeout_seconds=float(env.get("CLOWDER_REDIS_TIMEOUT_SECONDS", defaults.redis_timeout_seconds)),
            redis_retry_seconds=float(env.get("CLOWDER_REDIS_RETRY_SECONDS", defaults.redis_retry_seconds)),
            min_version_wait_seconds=float(
                env.get("CLOWDER_MIN_VERSION_WAIT_SECONDS", defaults.min_version_wait_seconds)
            ),
            ready_max_lag_seconds=float(env.get("CLOWDER_READY_MAX_LAG_SECONDS", defaults.ready_max_lag_seconds)),
        )
