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
    #: Serve the worker process's own metrics (its appends, conflicts) on this port; 0: off.
    #: The API serves its own at /metrics; the worker has no HTTP otherwise.
    worker_metrics_port: int = 0

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
            worker_metrics_port=int(env.get("CLOWDER_WORKER_METRICS_PORT", defaults.worker_metrics_port)),
        )
