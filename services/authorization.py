"""The policy (domain/hosting/policy.py) as the services ask it.

:func:`authorize` turns a :class:`Denied` into the service error the API
answers with (401, 403 or 409); the facts come from the records the services
already hold, read at the moment of the decision, so a check and the append it
guards see the same game.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.hosting.policy import Action, Actor, Denied, GameFacts, PlayerFacts, TournamentFacts, decide
from services.errors import Forbidden, InsufficientScope, LobbyConflict, NotAuthenticated, NotSeated, ServiceError
from services.game_record import GameRecord
from services.players import Credential, Player
from services.tokens import ADMIN, NETWORK_SCOPES

_ERRORS: dict[str, Callable[[str], ServiceError]] = {
    "unauthenticated": NotAuthenticated,
    "scope": InsufficientScope,
    "forbidden": Forbidden,
    "not-seated": NotSeated,
    "conflict": LobbyConflict,
}


def authorize(actor: Actor, action: Action) -> None:
    """Return if ``actor`` may do ``action``; raise the matching service error if not."""
    verdict = decide(actor, action)
    if isinstance(verdict, Denied):
        raise _ERRORS[verdict.reason](verdict.message)


def actor_of(credential: Credential) -> Actor:
    """A caller over HTTP: its player and the scopes its token was granted."""
    return Actor(player_id=credential.player.player_id, scopes=credential.scopes)


def player_actor(player: Player) -> Actor:
    """A player the service acts for in-process (its server bots, a route that checked the
    token's scope already): the player's identity with every scope a player may hold."""
    return Actor(player_id=player.player_id, scopes=frozenset(NETWORK_SCOPES))


def operator_actor(operator: Player) -> Actor:
    """An operator whose ``admin`` scope the API checked (``api.auth.OPERATOR``)."""
    return Actor(player_id=operator.player_id, scopes=frozenset({ADMIN}))


def game_facts(record: GameRecord) -> GameFacts:
    return GameFacts(
        status=record.status,
        created_by=record.created_by,
        seats=tuple(None if holder is None else holder.player_id for holder in record.seats),
        tournament_id=record.tournament_id,
    )


def tournament_facts(organizer: str) -> TournamentFacts:
    return TournamentFacts(organizer=organizer)


def player_facts(player: Player) -> PlayerFacts:
    return PlayerFacts(
        player_id=player.player_id, server_bot=player.bot is not None, registered_by=player.registered_by
    )
