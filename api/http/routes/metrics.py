"""``GET /metrics``: this API process's metrics in the Prometheus text format."""

from __future__ import annotations

import structlog
from litestar import Controller, Response, get

from api.components import ComponentsDep
from api.http.metrics import CONTENT_TYPE

log = structlog.get_logger(__name__)


class MetricsController(Controller):
    path = "/metrics"
    tags = ["operations"]

    @get("/", operation_id="metrics", summary="Prometheus metrics of this API process", media_type=CONTENT_TYPE)
    async def metrics(self, components: ComponentsDep) -> Response[bytes]:
        """Scrape every API process: each serves its own counters (see docs/operations.md)."""
        try:
            checkpoint = await components.read_models.oldest_checkpoint()
            await components.metrics.refresh(components.store, checkpoint)
        except Exception as error:  # Redis or PostgreSQL down: the lag is unknown, the rest still counts
            components.metrics.projection_lag_events.set(float("nan"))
            log.warning("metrics.lag_unknown", error=type(error).__name__)
        game_records, seeds, players = components.game_records, components.seeds, components.players
        components.metrics.caches(
            {
                "games": (game_records.cached_count, game_records.capacity),
                "seeds": (seeds.cached_count, seeds.capacity),
                "players": (players.cached_count, players.capacity),
            }
        )
        return Response(components.metrics.render(), media_type=CONTENT_TYPE)
