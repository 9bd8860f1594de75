"""Games played on the in-memory store and exported as the service exports them: finished,
aborted half-way, or one seat's share while running. The checks are pure; no PostgreSQL needed."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import msgspec
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from msgspec.structs import replace

from domain.audit import chain
from domain.audit.chain import ChainHead
from domain.audit.export import ExportedEvent, GameExport
from domain.audit.receipts import PublicKey, Receipt, key_id_of, sign
from eventstore.memory import InMemoryEventStore
from services.admin import abort_game
from services.audit import export_game
from services.authorization import operator_actor
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.notifier import NullNotifier
from services.players import Player
from services.seeds import InMemorySeeds

GAMES = all_games()
KINDS = sorted(GAMES)
PRIVATE = bytes(range(32))


class Signer:
    """The service's signing key, as a test holds it: an operator could sign with it too."""

    async def receipt(self, game_id: str, version: int, head: str) -> Receipt:
        return sign(PRIVATE, game_id, version, head)

    async def public_keys(self) -> list[PublicKey]:
        public = Ed25519PrivateKey.from_private_bytes(PRIVATE).public_key().public_bytes_raw()
        return [PublicKey(key_id_of(public), public.hex())]


TRUSTED = asyncio.run(Signer().public_keys())


def played(
    kind: str,
    seed: int = 1,
    moves: int | None = None,
    abort: bool = False,
    seat: int | None = None,
    seats: int = 2,
) -> GameExport:
    """A game of ``kind`` for ``seats`` players played with random legal commands: to its end, or
    ``moves`` commands then aborted (``abort``) or exported as ``seat``'s share."""

    async def play() -> GameExport:
        log = GameRecords(InMemoryEventStore(), GAMES)
        seeds = InMemorySeeds()
        service = GameService(GAMES, log, seeds, NullNotifier())
        players = [Player(f"p{index}", f"player {index}") for index in range(seats)]
        record = await service.create_game(players[0], kind, seats, {})
        for index, player in enumerate(players):
            await service.join(player, record.game_id, client_seed=f"seed-{index}-{seed}")
        record = await service.start(players[0], record.game_id)
        game, chooser, made = GAMES[kind], random.Random(seed), 0
        while record.status != "finished" and (moves is None or made < moves):
            turn = chooser.choice(sorted(game.pending_seats(record.state)))
            command = chooser.choice(list(game.legal_commands(record.state, turn)))
            record = (await service.act(players[turn], record.game_id, msgspec.to_builtins(command))).record
            made += 1
        if abort:
            operator = Player("operator", "operator")
            await abort_game(service, operator, operator_actor(operator), record.game_id, "a test")
        return await export_game(log, seeds, Signer(), record.game_id, seat)

    return asyncio.run(play())


def rechained(export: GameExport, events: list[ExportedEvent]) -> GameExport:
    """``export`` with ``events`` in place of its own, every hash recomputed and the head re-signed:
    what an operator holding the seed and the signing key could forge."""
    seed = bytes.fromhex(export.server_seed or "")
    stream_id, previous, linked = f"game-{export.game_id}", chain.GENESIS, []
    for event in events:
        link = chain.link(seed, previous, stream_id, event.version, event.type, event.data, event.metadata)
        linked.append(replace(event, hash=link.hex(), metadata={**event.metadata, "hash": link.hex()}))
        previous = link
    head = ChainHead(linked[-1].version, linked[-1].hash)
    signed = sign(PRIVATE, export.game_id, head.version, head.hash or "")
    return replace(export, events=linked, head=head, signed_head=signed)


def changed(value: Any) -> Any:
    """``value`` with one change a forger might make: two different cards swapped, or a number bumped."""
    if isinstance(value, list):
        if len(value) >= 2 and value[0] != value[1] and not isinstance(value[0], dict | list):
            return [value[1], value[0], *value[2:]]
        for index, item in enumerate(value):
            if (edited := changed(item)) != item:
                return [*value[:index], edited, *value[index + 1 :]]
    if isinstance(value, dict):
        for key in sorted(value):
            if key != "type" and (edited := changed(value[key])) != value[key]:
                return {**value, key: edited}
    if isinstance(value, int) and not isinstance(value, bool):
        return value + 1
    return value


def redealt(export: GameExport) -> GameExport:
    """The first deal of the game changed, then the whole chain recomputed and the head re-signed."""
    events = list(export.events)
    at = next(index for index, event in enumerate(events) if not event.type.startswith("lobby."))
    events[at] = replace(events[at], data=changed(events[at].data))
    assert events[at].data != export.events[at].data, "the forgery changed nothing"
    return rechained(export, events)
