from __future__ import annotations

from litestar import Controller, post
from litestar.params import JSONBody

from api.components import ComponentsDep
from api.schemas import PlayerRegistered, RegisterPlayer


class PlayerController(Controller):
    path = "/players"
    tags = ["players"]

    @post("/", operation_id="registerPlayer", summary="Register a player and get an API token", status_code=201)
    async def register(self, data: JSONBody[RegisterPlayer], components: ComponentsDep) -> PlayerRegistered:
        """The token is shown once; send it as ``Authorization: Bearer <token>``."""
        registration = await components.players.register(data.name, data.bot, data.handle)
        player = registration.player
        return PlayerRegistered(
            player_id=player.player_id, name=player.name, bot=player.bot, token=registration.token, handle=player.handle
        )
