from __future__ import annotations

from litestar import Controller, Response, post
from litestar.datastructures import ResponseHeader

from api.components import ComponentsDep
from api.http.auth import CallerDep, asks
from api.http.caching import SECRET_ANSWER
from api.http.idempotency_header import RegistrationKey
from api.http.openapi_problems import problems
from api.http.schemas import PlayerRegistered, RegisterPlayerBody
from domain.hosting import policy
from services.idempotency import request_fingerprint
from services.registration_keys import KeyedRegistration


class PlayerController(Controller):
    path = "/players"
    tags = ["players"]

    @post(
        "/",
        operation_id="registerPlayer",
        summary="Register a player and get an API token",
        cache_control=SECRET_ANSWER,
        status_code=201,
        response_headers=[
            ResponseHeader(
                name="Location", description="`/players/me`: the player the token names", documentation_only=True
            )
        ],
        dependencies=asks(policy.RegisterPlayer),
        opt=problems(conflicts=("handle-taken", "lobby-conflict")),
    )
    async def register(
        self,
        data: RegisterPlayerBody,
        caller: CallerDep,
        components: ComponentsDep,
        idempotency_key: RegistrationKey = None,
    ) -> Response[PlayerRegistered]:
        """The token is shown once; send it as ``Authorization: Bearer <token>``.

        Registered with your own token, the new player is recorded as yours: a server
        bot you registered is one you may enter into the tournaments you organize."""
        registered_by = None if caller is None else caller.player_id
        keyed = None
        if idempotency_key is not None:
            asked = {"name": data.name, "bot": data.bot, "handle": data.handle, "registered_by": registered_by}
            keyed = KeyedRegistration(idempotency_key, request_fingerprint(asked))
        registration = await components.players.register(
            data.name, data.bot, data.handle, registered_by=registered_by, keyed=keyed
        )
        player = registration.player
        body = PlayerRegistered(
            player_id=player.player_id, name=player.name, bot=player.bot, token=registration.token, handle=player.handle
        )
        return Response(body, status_code=201, headers={"Location": "/players/me"})
