from __future__ import annotations

from litestar import Controller, Response, post
from litestar.datastructures import ResponseHeader

from api.auth import OPTIONAL, CallerDep
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
        dependencies=OPTIONAL,
        opt=problems(409),
    )
    async def register(
        self, data: RegisterPlayerBody, caller: CallerDep, components: ComponentsDep
    ) -> Response[PlayerRegistered]:
        """The token is shown once; send it as ``Authorization: Bearer <token>``.

        Registered with your own token, the new player is recorded as yours: a server
        bot you registered is one you may enter into the tournaments you organize."""
        registered_by = None if caller is None else caller.player_id
        registration = await components.players.register(data.name, data.bot, data.handle, registered_by=registered_by)
        player = registration.player
        body = PlayerRegistered(
            player_id=player.player_id, name=player.name, bot=player.bot, token=registration.token, handle=player.handle
        )
        return Response(body, status_code=201, headers={"Location": "/players/me"})
