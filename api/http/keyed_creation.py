"""``POST /games``, ``POST /tournaments`` and ``POST /games/{id}/seats`` with an Idempotency-Key.

Creations make one per (player, key), whatever retries race.

The game's id is derived from the caller and the key
(``services.idempotency.keyed_id``), and its ``GameCreated`` batch is appended
with the key and a fingerprint of the body. A retry, on this API process or
another, even at the same moment, lands on the same stream: the event store's
one batch per key (and first version) lets one attempt create the game and
hands every other the batch it wrote. The same key with another body is a 422.
The answer is the game as it is now; the caller's seat is taken if the first
attempt did not get that far. Tournaments go the same way.

A seat taken with a key answers its resend as the first attempt: a join refused
because the caller already holds the seat it asks for (any seat, if it named
none) with the ``client_seed`` it sends is answered with the game, that seat
included, instead of a 409. The seat event is the record, so the key itself is
not stored: a join with another key that finds the same seat is answered alike,
which changes nothing, and a different request (another seat or seed) is refused
as without a key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from api.components import Components
from api.http.quotas import require_open_game_quota, require_open_tournament_quota
from api.http.schemas import CreateGameBody
from domain.core.rejection import Rejected
from domain.hosting.policy import Actor
from domain.hosting.record import GameRecord, stream_id_of
from services.errors import LobbyConflict, ServiceError
from services.idempotency import check_same_request, keyed_id, request_fingerprint
from services.players import Player
from services.tournaments import TournamentRecord, tournament_stream

if TYPE_CHECKING:  # the route module imports this one
    from api.http.schemas import CreateTournamentRequest


async def create_game_once(
    components: Components, player: Player, actor: Actor, data: CreateGameBody, idempotency_key: str
) -> GameRecord:
    scoped_key = f"{player.player_id}:{idempotency_key}"
    game_id = keyed_id(f"game:{player.player_id}", idempotency_key)
    request = request_fingerprint(msgspec.to_builtins(data))
    service = components.service
    earlier = await service.records.store.find_idempotent(stream_id_of(game_id), scoped_key)
    if earlier is None:
        await require_open_game_quota(components, player)  # a retry of a created game is not counted again
        record = await service.create_game(
            player,
            data.kind,
            data.seats,
            data.options,
            data.decision_seconds,
            game_id=game_id,
            idempotency_key=scoped_key,
            request=request,
            actor=actor,
        )
    else:
        check_same_request(earlier, request)
        record = await service.records.load(game_id)
    if not data.join or record.seat_of(player.player_id) is not None:
        return record
    try:
        return await service.join(player, game_id, client_seed=data.client_seed, actor=actor)
    except (Rejected, ServiceError):
        # A racing retry took the seat first: that is this request's seat too.
        record = await service.records.load(game_id)
        if record.seat_of(player.player_id) is None:
            raise
        return record


async def create_tournament(
    components: Components, player: Player, data: CreateTournamentRequest, idempotency_key: str | None
) -> TournamentRecord:
    """Create the tournament ``data`` asks for; with an ``idempotency_key``, a resend answers with
    the tournament the first attempt created (and another request with the key is refused)."""
    if idempotency_key is None:
        await require_open_tournament_quota(components, player)
        return await _create_tournament(components, player, data)
    scoped_key = f"{player.player_id}:{idempotency_key}"
    tournament_id = keyed_id(f"tournament:{player.player_id}", idempotency_key)[:12]
    request = request_fingerprint(msgspec.to_builtins(data))
    earlier = await components.store.find_idempotent(tournament_stream(tournament_id), scoped_key)
    if earlier is not None:
        check_same_request(earlier, request)
        return await components.tournaments.load(tournament_id)
    await require_open_tournament_quota(components, player)
    return await _create_tournament(
        components, player, data, tournament_id=tournament_id, idempotency_key=scoped_key, request=request
    )


async def _create_tournament(
    components: Components, player: Player, data: CreateTournamentRequest, **keyed: Any
) -> TournamentRecord:
    return await components.tournaments.create(
        player,
        data.kind,
        data.format,
        data.seats_per_game,
        data.rounds,
        data.games_per_match,
        data.game_options,
        data.decision_seconds,
        seeding=data.seeding,
        **keyed,
    )


async def join_once(
    components: Components, player: Player, actor: Actor, game_id: str, seat: int | None, client_seed: str | None
) -> GameRecord:
    """Take a seat; a resend that finds the caller already seated as it asked answers with the game."""
    service = components.service
    try:
        return await service.join(player, game_id, seat, client_seed, actor=actor)
    except (Rejected, LobbyConflict):
        record = await service.records.load(game_id)
        held = record.seat_of(player.player_id)
        if held is None or seat not in (None, held) or record.client_seeds[held] != (client_seed or ""):
            raise
        return record
