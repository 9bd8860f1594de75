"""Health, liveness and readiness.

* ``/health/live``: the process answers (restart it if not).
* ``/health/ready``: send it traffic. PostgreSQL answers, Redis answers (or
  is down, a degraded mode reads survive, from PostgreSQL) and the projector
  is no further behind the log than ``CLOWDER_READY_MAX_LAG_SECONDS``: when
  the worker stops while commands go on, readiness fails.
* ``/health``: what each part says, for people; 200 ``ok`` or ``degraded``
  (Redis down, PostgreSQL up), 503 only when PostgreSQL is unreachable.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import msgspec
from litestar import Controller, Response, get
from litestar.openapi.datastructures import ResponseSpec

from api.components import Components, ComponentsDep
from api.http.openapi_problems import problems
from api.http.schemas import Health
from eventstore import Checkpoint


class Liveness(msgspec.Struct, frozen=True):
    status: str


class Readiness(msgspec.Struct, frozen=True):
    status: str
    postgres: str
    redis: str
    #: Seconds since the oldest event the projector has not written yet (0: caught up; None: unknown).
    projection_lag_seconds: float | None
    max_lag_seconds: float
    reasons: list[str]


#: Seconds a health check waits for PostgreSQL's answer before it reports it unavailable.
_PROBE_SECONDS = 1.0


async def _postgres(components: Components) -> str:
    """ "ok", or why not, within :data:`_PROBE_SECONDS` (a frozen PostgreSQL never answers).

    The probe runs on as a task of its own when the answer is late: cancelling
    a psycopg statement waits on the server too, and the statement deadline
    (``eventstore/deadlines.py``) ends it soon enough."""
    probe = asyncio.create_task(_select_one(components))
    probe.add_done_callback(_forget)
    try:
        return await asyncio.wait_for(asyncio.shield(probe), _PROBE_SECONDS)
    except TimeoutError:
        return f"unavailable: no answer within {_PROBE_SECONDS:g} s"


async def _select_one(components: Components) -> str:
    try:
        async with components.pool.connection(timeout=2) as conn:
            await conn.execute("SELECT 1")
    except Exception as error:
        return f"unavailable: {type(error).__name__}"
    return "ok"


def _forget(task: asyncio.Task[str]) -> None:
    if not task.cancelled():
        task.exception()  # retrieved, so that asyncio does not log it


async def _checkpoint(components: Components) -> tuple[str, Checkpoint | None]:
    try:
        await components.read_models.redis.ping()
        return "ok", await components.read_models.oldest_checkpoint()
    except Exception as error:
        return f"unavailable: {type(error).__name__}", None


async def _lag(components: Components, checkpoint: Checkpoint) -> float:
    """Seconds since the oldest committed event past the projector's checkpoint."""
    _, oldest = await components.store.behind(checkpoint, at_most=1)
    return 0.0 if oldest is None else max(0.0, (datetime.now(UTC) - oldest).total_seconds())


class HealthController(Controller):
    path = "/health"
    tags = ["operations"]

    @get(
        "/",
        operation_id="health",
        summary="Whether PostgreSQL and Redis answer (degraded: Redis down)",
        opt=problems(no_store=True),
        responses={
            503: ResponseSpec(
                Health, description="Degraded: PostgreSQL or Redis does not answer (the body says which)."
            )
        },
    )
    async def health(self, components: ComponentsDep) -> Response[Health]:
        postgres = await _postgres(components)
        redis, stored = await _checkpoint(components)
        checkpoint = None if stored is None else f"{stored.transaction_id}:{stored.position}"
        status = "ok" if postgres == redis == "ok" else "degraded"
        if postgres != "ok":
            status = "unavailable"
        body = Health(status=status, postgres=postgres, redis=redis, projector_checkpoint=checkpoint)
        return Response(body, status_code=503 if postgres != "ok" else 200)

    @get("/live", operation_id="liveness", summary="The process answers", opt=problems(no_store=True))
    async def live(self) -> Liveness:
        return Liveness(status="ok")

    @get(
        "/ready",
        operation_id="readiness",
        summary="Ready for traffic: PostgreSQL up, projection lag bounded",
        opt=problems(no_store=True),
        responses={
            503: ResponseSpec(
                Readiness, description="Not ready: PostgreSQL is down or the projection lags (the body says why)."
            )
        },
    )
    async def ready(self, components: ComponentsDep) -> Response[Readiness]:
        bound = components.settings.ready_max_lag_seconds
        postgres = await _postgres(components)
        redis, checkpoint = await _checkpoint(components)
        reasons: list[str] = []
        lag: float | None = None
        if postgres != "ok":
            reasons.append("PostgreSQL is unreachable")
        elif redis == "ok":
            try:
                lag = await _lag(components, checkpoint or Checkpoint())
            except Exception as error:
                reasons.append(f"the projection lag could not be read: {type(error).__name__}")
            if lag is not None and lag > bound:
                reasons.append(f"the projector is {lag:.1f} s behind the log (bound {bound:g} s)")
        status = "degraded" if not reasons and redis != "ok" else ("ready" if not reasons else "not-ready")
        body = Readiness(status, postgres, redis, None if lag is None else round(lag, 3), bound, reasons)
        return Response(body, status_code=503 if reasons else 200)
