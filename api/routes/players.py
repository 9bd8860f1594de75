from __future__ import annotations

from litestar import Controller, Response, post
from litestar.datastructures import ResponseHeader

from api.components import ComponentsDep
from api.openapi_problems import problems
from api.schemas import PlayerRegistered, RegisterPlayerBody


class PlayerController(Controller):
    path = "/players"
    tags = ["players"]

    @post(
        "/",
        operation_id="registerPlayer",
        summary="Register a player and get an API token",
        status_code=201,
        response_headers=[
            ResponseHeader(
                name="Location", description="`/players/me`: the player the token names", documentation_only=True
            )
        ],
        opt=problems(409),
    )
    async def register(self, data: RegisterPlayerBody, components: ComponentsDep) -> Response[PlayerRegistered]:
        """The token is shown once; send it as ``Authorization: Bearer <token>``."""
        registration = await components.players.register(data.name, data.bot, data.handle)
        player = registration.player
        body = PlayerRegistered(
            player_id=player.player_id, name=player.name, bot=player.bot, token=registration.token, handle=player.handle
        )
        return Response(body, status_code=201, headers={"Location": "/players/me"})
