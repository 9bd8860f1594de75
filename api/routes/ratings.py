from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.params import FromPath, Parameter

from api.components import ComponentsDep
from services.errors import UnknownKind
from services.ratings import Rating


class RatingController(Controller):
    tags = ["ratings"]

    @get("/kinds/{kind:str}/leaderboard", operation_id="getLeaderboard", summary="Players of a game kind by Elo rating")
    async def leaderboard(
        self,
        kind: FromPath[str],
        components: ComponentsDep,
        offset: Annotated[int, Parameter(ge=0, le=1_000_000)] = 0,
        limit: Annotated[int, Parameter(ge=1, le=500)] = 50,
    ) -> list[Rating]:
        """Ratings are Elo, pairwise over each finished game's seats (docs/ratings.md)."""
        if kind not in components.games:
            raise UnknownKind(f"there is no game kind {kind!r}; known kinds: {', '.join(components.games)}")
        return await components.ratings.leaderboard(kind, limit, offset)

    @get("/players/{player_id:str}/ratings", operation_id="getPlayerRatings", summary="A player's rating in every game kind")
    async def player_ratings(
        self, player_id: Annotated[str, Parameter(max_length=64)], components: ComponentsDep
    ) -> list[Rating]:
        return await components.ratings.of_player(player_id)
