"""The Litestar application: ``create_app(settings)`` wires routes to components.

Pools and clients open in the lifespan, not at import; OpenAPI with
interactive docs is served at ``/schema``.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from litestar import Litestar, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import ScalarRenderPlugin, SwaggerRenderPlugin
from litestar.response import Redirect

from api.components import Components, open_components
from api.problems import EXCEPTION_HANDLERS
from api.routes.audit import ExportController, KeysController
from api.routes.decisions import DecisionController
from api.routes.games import GameController
from api.routes.health import HealthController
from api.routes.history import HistoryController
from api.routes.kinds import KindController
from api.routes.live import LiveController
from api.routes.play import PlayController
from api.routes.players import PlayerController
from api.routes.ratings import RatingController
from api.routes.tournaments import TournamentController
from api.settings import Settings

DESCRIPTION = """
Clowder hosts turn-based card games through a REST API: Feed the Kitten,
Kombat Kittens, Trending Kittens and Kinoko Kombat.

1. `POST /players` to get a token; send it as `Authorization: Bearer <token>`.
2. `POST /games` with a `kind` and a number of `seats`; others `POST /games/{id}/seats`.
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


def components_of(state: State) -> Components:
    return state.components  # type: ignore[no-any-return]


@get("/", include_in_schema=False)
async def index() -> Redirect:
    return Redirect("/schema")


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

    return Litestar(
        route_handlers=[
            index,
            PlayerController,
            DecisionController,
            KindController,
            GameController,
            PlayController,
            HistoryController,
            ExportController,
            KeysController,
            LiveController,
            RatingController,
            TournamentController,
            HealthController,
        ],
        dependencies={"components": Provide(components_of, sync_to_thread=False)},
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=[lifespan],
        openapi_config=OpenAPIConfig(
            title="Clowder",
            version="0.1.0",
            description=DESCRIPTION,
            path="/schema",
            render_plugins=[ScalarRenderPlugin(), SwaggerRenderPlugin()],
        ),
        debug=False,
    )


