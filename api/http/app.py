"""The Litestar application: ``create_app(settings)`` wires routes to components.

Pools and clients open in the lifespan, not at import; OpenAPI with
interactive docs is served at ``/schema``.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.di import Provide
from litestar.middleware import DefineMiddleware
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Tag

from api.components import Components, open_components
from api.http.access_log import AccessLog
from api.http.auth import refuse_query_token_before_request
from api.http.body_guard import BodyGuard
from api.http.docs_page import OfflineSwagger, docs_assets_router
from api.http.limits import RateLimitMiddleware
from api.http.one_authorization import OneAuthorizationHeader
from api.http.openapi import SSE_OPT, FinishedSpec, JsonSpecPlugin
from api.http.problems import EXCEPTION_HANDLERS
from api.http.routes.admin import AdminController
from api.http.routes.audit import ExportController, KeysController
from api.http.routes.decisions import DecisionController
from api.http.routes.games import GameController
from api.http.routes.health import HealthController
from api.http.routes.history import HistoryController
from api.http.routes.kinds import KindController
from api.http.routes.live import LiveController
from api.http.routes.matchmaking import MatchmakingController
from api.http.routes.metrics import MetricsController
from api.http.routes.play import PlayController
from api.http.routes.players import PlayerController
from api.http.routes.ratings import RatingController
from api.http.routes.tokens import TokenController
from api.http.routes.tournaments import TournamentController
from api.http.routes.transparency import LogController, LogHeadController
from api.http.security_headers import SecurityHeaders
from api.settings import Settings
from api.web import WEB_ROUTES
from services.game_registry import all_games

DESCRIPTION = """
Clowder hosts turn-based card games through a REST API: Feed the Kitten,
Kombat Kittens, Trending Kittens and Kinoko Kombat.

1. `POST /players` to get a token; send it as `Authorization: Bearer <token>`.
2. `POST /games` with a `kind` and a number of `seats`; others `POST /games/{id}/seats`.
   Or `POST /matchmaking/seeks` (quick play): the service seats you with others who want the same game.
3. `POST /games/{id}/start` once every seat is taken.
4. `GET /games/{id}/view` lists your seat's legal commands; `POST /games/{id}/commands` plays one.

Every error is an RFC 9457 problem (`application/problem+json`). The game's
history, its state at any version and a live Server-Sent Events stream show
each seat only what it may see; once a game has ended, everything is public,
including the server seed every shuffle was drawn from.

Auditors need not trust the server (docs/fairness.md): the seed's SHA-256 is
published at creation, each seat may add a `client_seed`, every event carries
a hash chaining it to the one before, and every command answer carries the
chain head and an Ed25519 receipt (keys at `/.well-known/clowder-keys.json`).
`GET /games/{id}/export` gives the game as one document that `clowder verify`
checks offline; `GET /games/{id}/audit` runs the same checks on the server.
"""


TAGS = {
    "players": "Register, and who you are; the decisions you owe.",
    "kinds": "The game kinds, their options and command schemas.",
    "games": "Create, list, join and start games.",
    "matchmaking": "Quick play: seek a game and be seated with players who want the same one (or bots).",
    "play": "Your seat's view and commands.",
    "history": "What happened: events, past versions, audits.",
    "live": "Server-Sent Events of a game.",
    "ratings": "OpenSkill ratings (with their uncertainty) and leaderboards.",
    "tournaments": "Tournaments the server runs.",
    "operations": "Health.",
}


def cors_config(settings: Settings) -> CORSConfig | None:
    """Browsers on other origins may call the API: tokens travel in a header, never a cookie."""
    if not settings.cors_origins:
        return None
    return CORSConfig(
        allow_origins=list(settings.cors_origins),
        allow_methods=["GET", "POST", "DELETE", "OPTIONS"],
        allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "Last-Event-ID"],
        expose_headers=["ETag", "Location", "Retry-After", "RateLimit", "RateLimit-Policy"],
        allow_credentials=False,
        max_age=600,
    )


def components_of(state: State) -> Components:
    return state.components  # type: ignore[no-any-return]


def create_app(settings: Settings, components: Components | None = None) -> Litestar:
    """The app; with ``components`` given (tests), the lifespan opens nothing itself."""

    @contextlib.asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        if components is not None:
            app.state.components = components
            yield
            return
        async with open_components(settings) as opened:
            app.state.components = opened
            yield

    spec = FinishedSpec(all_games())
    app = Litestar(
        route_handlers=[
            *WEB_ROUTES,
            docs_assets_router(),
            PlayerController,
            DecisionController,
            KindController,
            GameController,
            MatchmakingController,
            PlayController,
            HistoryController,
            ExportController,
            KeysController,
            LogHeadController,
            LogController,
            LiveController,
            RatingController,
            TournamentController,
            HealthController,
            TokenController,
            AdminController,
            MetricsController,
        ],
        before_request=refuse_query_token_before_request,
        dependencies={"components": Provide(components_of, sync_to_thread=False)},
        exception_handlers=EXCEPTION_HANDLERS,
        # Outermost first: refuse a request naming two tokens before charging either,
        # and what is over budget before reading its body.
        middleware=[
            OneAuthorizationHeader,
            DefineMiddleware(RateLimitMiddleware, limits=settings.limits, prefix=settings.redis_prefix),
            DefineMiddleware(BodyGuard, limits=settings.limits),
        ],
        request_max_body_size=settings.limits.max_body_bytes,
        lifespan=[lifespan],
        cors_config=cors_config(settings),
        compression_config=CompressionConfig(backend="gzip", minimum_size=1024, exclude_opt_key=SSE_OPT),
        openapi_config=OpenAPIConfig(
            title="Clowder",
            version="0.1.0",
            description=DESCRIPTION,
            path="/schema",
            tags=[Tag(name=name, description=text) for name, text in TAGS.items()],
            render_plugins=[OfflineSwagger(spec), JsonSpecPlugin(spec)],
        ),
        debug=False,
    )
    # Outermost, around Litestar's router and exception handling (as its
    # OpenTelemetry plugin wraps it): route middleware never sees a 404 or a 405.
    # The security headers go on every answer, those refusals and the middleware's 429s and 413s included.
    app.asgi_handler = AccessLog(SecurityHeaders(app.asgi_handler))
    return app
