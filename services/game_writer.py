"""Deciding and appending on one game's stream: the loop every game command goes through.

Load (or take the cached record), decide, append with the expected version;
on a conflict, reload and decide again, a bounded number of times. An
idempotency key that matched an earlier append answers with that append, if
the request's fingerprint matches (``services/idempotency.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.core.chance import random_for
from domain.core.rejection import Rejected
from eventstore import AppendResult, ConcurrencyError
from services.chained import chained_events
from services.codec import codec_for
from services.errors import Busy, ServiceError
from services.game_log import GameLog
from services.game_record import GameRecord
from services.history import Cause
from services.idempotency import check_same_request
from services.notifier import Notifier
from services.players import Player
from services.seeds import SeedVault

Decision = Callable[[GameRecord], Sequence[msgspec.Struct]]


class Acted(msgspec.Struct, frozen=True):
    """What a command did: the record after it and the events it appended."""

    record: GameRecord
    seat: int | None
    events: tuple[Any, ...]
    replayed: bool = False


class GameWriter:
    def __init__(self, log: GameLog, seeds: SeedVault, notifier: Notifier, max_attempts: int = 10) -> None:
        self.log = log
        self.seeds = seeds
        self.notifier = notifier
        self.max_attempts = max_attempts

    async def execute(
        self,
        game_id: str,
        decide: Decision,
        player: Player,
        idempotency_key: str | None,
        *,
        deal: bool = False,
        cause: Cause | None = None,
        first: GameRecord | None = None,
        fresh: bool = True,
        fingerprint: bytes | None = None,
    ) -> Acted:
        """Decide and append, retrying on conflicts. With ``fresh`` False the
        first record may be stale: a refusal is re-checked on a fresh read."""
        record = first if first is not None else await self.log.load(game_id)
        cause = cause if cause is not None else Cause(player.player_id)
        for _ in range(self.max_attempts):
            metadata = encode_metadata(cause, decided_at=record.version)
            try:
                events = list(decide(record))
            except (Rejected, ServiceError):
                if fresh:
                    raise
                newer, fresh = await self.log.load(game_id), True
                if newer.version == record.version:
                    raise
                record = newer
                continue
            seed = await self.seeds.seed_of(game_id) if deal or record.chain != "none" else None
            if deal:
                game = self.log.game_of(record)
                chance = random_for(record.rng, seed, game_id, record.client_seeds, record.version)  # type: ignore[arg-type]
                events += game.start(record.state, chance)
            appended = chained_events(
                record.chain, seed, record.stream_id, record.chain_head, record.version + 1, events, metadata
            )
            try:
                result = await self.log.store.append(
                    record.stream_id,
                    appended,
                    expected_version=record.version,
                    idempotency_key=idempotency_key,
                    fingerprint=fingerprint,
                )
            except ConcurrencyError:
                record, fresh = await self.log.load(game_id), True
                continue
            if result.replayed:
                return await self.replay(game_id, player, result, fingerprint)
            after = self.log.remember(self.log.apply(record, list(result.events)))
            await self.notifier.appended(result)
            return Acted(record=after, seat=after.seat_of(player.player_id), events=tuple(events))
        raise Busy("the game is changing too fast; try again")

    async def replay(
        self, game_id: str, player: Player, earlier: AppendResult, fingerprint: bytes | None = None
    ) -> Acted:
        """The first answer to a keyed command, rebuilt from what it recorded; another request is refused."""
        check_same_request(earlier, fingerprint)
        record = await self.log.load_at(game_id, earlier.last_version)
        codec = codec_for(self.log.game_of(record))
        events = tuple(codec.decode(event) for event in earlier.events)
        return Acted(record=record, seat=record.seat_of(player.player_id), events=events, replayed=True)


def encode_metadata(cause: Cause, decided_at: int) -> bytes:
    """Who caused a batch, with what command, decided at which version (for audits)."""
    return msgspec.json.encode(replace(cause, decided_at=decided_at))
