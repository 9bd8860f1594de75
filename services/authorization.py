"""The policy (domain/hosting/policy.py) as the services and routes ask it.

:func:`authorize` raises the policy's refusal (``domain/hosting/refusals.py``),
which the API answers as 401, 403 or 409; the actors are built here from what
the service knows of a caller: its token's scopes, or the service's own rights.
"""

from __future__ import annotations

from domain.hosting.policy import Action, Actor, Denied, PlayerFacts, TournamentFacts, decide
from domain.hosting.refusals import refused_by
from services.players import Credential, Player
from services.tokens import ADMIN, NETWORK_SCOPES


def authorize(actor: Actor, action: Action) -> None:
    """Return if ``actor`` may do ``action``; raise the policy's refusal if not."""
    verdict = decide(actor, action)
    if isinstance(verdict, Denied):
        raise refused_by(verdict)


def actor_of(credential: Credential | None) -> Actor:
    """A caller over HTTP: its player and the scopes its token was granted (anonymous: none)."""
    if credential is None:
        return Actor()
    return Actor(player_id=credential.player.player_id, scopes=credential.scopes)


def player_actor(player: Player) -> Actor:
    """A player the service acts for in-process (its server bots, a deadline's default move):
    the player's identity with every scope a player may hold."""
    return Actor(player_id=player.player_id, scopes=frozenset(NETWORK_SCOPES))


def operator_actor(operator: Player) -> Actor:
    """An operator whose ``admin`` scope the API checked (``api.http.auth.OPERATOR``)."""
    return Actor(player_id=operator.player_id, scopes=frozenset({ADMIN}))


def tournament_facts(organizer: str) -> TournamentFacts:
    return TournamentFacts(organizer=organizer)


def player_facts(player: Player) -> PlayerFacts:
    return PlayerFacts(
        player_id=player.player_id, server_bot=player.bot is not None, registered_by=player.registered_by
    )
