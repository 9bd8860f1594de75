from __future__ import annotations

from typing import Annotated
from urllib.parse import urlencode

from litestar import Controller, Response, get
from litestar.datastructures import ResponseHeader
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.openapi_problems import problems
from api.http.routes.kinds import KindName
from services.errors import NoSuchKind
from services.ratings import Rating


class RatingController(Controller):
    tags = ["ratings"]

    @get(
        "/kinds/{kind:str}/leaderboard",
        operation_id="getLeaderboard",
        summary="Players of a game kind by rating (OpenSkill, with its uncertainty)",
        opt=problems(404),
        response_headers=[
            ResponseHeader(
                name="Link", description='`<...>; rel="next"` while a page is full (RFC 8288)', documentation_only=True
            )
        ],
    )
    async def leaderboard(
        self,
        kind: KindName,
        components: ComponentsDep,
        offset: Annotated[int, Parameter(ge=0, le=1_000_000)] = 0,
        limit: Annotated[int, Parameter(ge=1, le=500)] = 50,
    ) -> Response[list[Rating]]:
        """OpenSkill (Weng–Lin) ratings from each finished game's full ranking (docs/ratings.md), best first.

        ``rating`` is the conservative ``mu - 3 * sigma`` it is ordered by; ``mu`` is the estimated
        skill and ``sigma`` its uncertainty. A bare list, as it always was; the next page is in the
        ``Link`` header."""
        if kind not in components.games:
            raise NoSuchKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
        ratings = await components.ratings.leaderboard(kind, limit, offset)
        headers = {}
        if len(ratings) == limit:
            headers["Link"] = (
                f'</kinds/{kind}/leaderboard?{urlencode({"offset": offset + limit, "limit": limit})}>; rel="next"'
            )
        return Response(ratings, headers=headers)

    @get(
        "/players/{player_id:str}/ratings",
        operation_id="getPlayerRatings",
        summary="A player's rating in every game kind",
    )
    async def player_ratings(
        self, player_id: Annotated[str, Parameter(max_length=64)], components: ComponentsDep
    ) -> list[Rating]:
        """Each kind's ``rating`` (``mu - 3 * sigma``), ``mu`` and ``sigma``; empty before a first rated game."""
        return await components.ratings.of_player(player_id)
