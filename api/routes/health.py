from __future__ import annotations

from litestar import Controller, Response, get
from litestar.openapi.datastructures import ResponseSpec

from api.components import ComponentsDep
from api.openapi_problems import problems
from api.schemas import Health


class HealthController(Controller):
    path = "/health"
    tags = ["operations"]

    @get(
        "/", operation_id="health", summary="Whether PostgreSQL and Redis answer",
        opt=problems(no_store=True),
        responses={503: ResponseSpec(Health, description="Degraded: PostgreSQL or Redis does not answer (the body says which).")},
    )
    async def health(self, components: ComponentsDep) -> Response[Health]:
        postgres = redis = "ok"
        checkpoint = None
        try:
            async with components.pool.connection(timeout=2) as conn:
                await conn.execute("SELECT 1")
        except Exception as error:
            postgres = f"unavailable: {type(error).__name__}"
        try:
            await components.redis.ping()
            stored = await components.read_models.checkpoint()
            checkpoint = None if stored is None else f"{stored.transaction_id}:{stored.position}"
        except Exception as error:
            redis = f"unavailable: {type(error).__name__}"
        healthy = postgres == "ok" and redis == "ok"
        body = Health(status="ok" if healthy else "degraded", postgres=postgres, redis=redis, projector_checkpoint=checkpoint)
        return Response(body, status_code=200 if healthy else 503)
