"""``/admin``: what an operator holding an ``admin`` token may do.

An ``admin`` token is made only by ``clowder admin create-token`` on the
server (it talks to PostgreSQL, never over the network).
"""

from __future__ import annotations

from typing import Annotated, TypeAlias

import msgspec
from litestar import Controller, delete, get, post
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.auth import ActorDep, PlayerDep, asks
from api.http.openapi_problems import problems
from api.http.routes.games import GameId
from api.http.routes.tokens import REVOKE_DESCRIPTION, TokenId, UnknownToken
from api.http.routes.tournaments import TournamentId, TournamentView, tournament_view
from api.http.schemas import body_spec
from domain.hosting import policy
from domain.hosting.visibility import GameSummary, summarize
from domain.tournament import WithdrawEntrant
from services.admin import abort_game
from services.tokens import TokenInfo


class AbortGame(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    #: Recorded in the game's history; players and spectators see it.
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=500)]


AbortGameBody: TypeAlias = Annotated[
    AbortGame,
    body_spec(
        "Why the game is aborted; recorded in its history for everyone.",
        a_stuck_game={"reason": "stuck after a rules bug"},
    ),
]


class AdminController(Controller):
    path = "/admin"
    tags = ["admin"]
    dependencies = asks(policy.Administer)

    @post(
        "/games/{game_id:str}/abort",
        operation_id="abortGame",
        summary="Abort a game: it ends with no winner and no rating change",
        dependencies=asks(policy.AbortGame),
        status_code=200,
        opt=problems(404, conflicts=("game-already-over",)),
    )
    async def abort(
        self, game_id: GameId, data: AbortGameBody, player: PlayerDep, actor: ActorDep, components: ComponentsDep
    ) -> GameSummary:
        """Appends ``lobby.game_aborted``; in a tournament the game counts as a no-result (a draw for every seat)."""
        record = await abort_game(components.service, player, actor, game_id, data.reason)
        return summarize(components.games[record.kind], record)

    @delete(
        "/tournaments/{tournament_id:str}/entrants/{entrant_id:str}",
        operation_id="adminWithdrawEntrant",
        summary="Withdraw any entrant from any tournament",
        status_code=200,
        opt=problems(404, conflicts=("tournament-phase", "already-withdrawn")),
    )
    async def withdraw(
        self,
        tournament_id: TournamentId,
        entrant_id: Annotated[str, Parameter(max_length=64)],
        components: ComponentsDep,
        player: PlayerDep,
    ) -> TournamentView:
        record = await components.tournaments.execute(tournament_id, WithdrawEntrant(entrant_id))
        return await tournament_view(components, record)

    @get(
        "/players/{player_id:str}/tokens",
        operation_id="adminListTokens",
        summary="Any player's tokens (never their secrets)",
        opt=problems(404),
    )
    async def tokens(
        self, player_id: Annotated[str, Parameter(max_length=64)], components: ComponentsDep, player: PlayerDep
    ) -> list[TokenInfo]:
        return await components.players.tokens_of(player_id)

    @delete(
        "/tokens/{token_id:str}",
        operation_id="adminRevokeToken",
        summary="Revoke any token, and every token it made, at once",
        description=REVOKE_DESCRIPTION,
        status_code=200,
        opt=problems(404),
    )
    async def revoke(self, token_id: TokenId, components: ComponentsDep, player: PlayerDep) -> TokenInfo:
        revoked = await components.players.revoke(token_id)
        if revoked is None:
            raise UnknownToken(f"there is no token {token_id!r}")
        return revoked
