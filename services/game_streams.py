"""A hosted game's stream as the write path sees it (``services/command_handler.py``).

The state is the game's :class:`~domain.hosting.record.GameRecord` from the
:class:`~services.game_records.GameRecords` (cached in process); the decider is the
hosted game's (``domain/hosting/decider.py``); the events are chained
(``services/chained.py``) with the game's seed, read once per command.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import msgspec

from domain.hosting import decider
from domain.hosting.commands import CreateGame
from domain.hosting.events import GameCreated
from domain.hosting.policy import Actor
from domain.hosting.record import GameRecord, stream_id_of
from eventstore import AppendResult, NewEvent
from services.chained import chained_events
from services.codec import codec_for
from services.command_handler import no_lock
from services.errors import UnknownGame
from services.game_records import GameRecords
from services.history import Cause
from services.seeds import SeedVault


class GameStream:
    def __init__(self, records: GameRecords, seeds: SeedVault) -> None:
        self.records = records
        self.seeds = seeds

    def stream_id(self, key: str) -> str:
        return stream_id_of(key)

    def cached(self, key: str) -> GameRecord | None:
        return self.records.cached(key)

    async def load(self, key: str) -> GameRecord | None:
        try:
            return await self.records.load(key)
        except UnknownGame:
            return None

    async def load_at(self, key: str, version: int) -> GameRecord:
        return await self.records.load_at(key, version)

    def version(self, state: GameRecord | None) -> int:
        return 0 if state is None else state.version

    async def context(self, key: str) -> bytes | None:
        """The game's server seed (kept before its creation is decided); None for no such game."""
        try:
            return await self.seeds.seed_of(key)
        except KeyError:
            return None

    def decide(
        self, key: str, state: GameRecord | None, actor: Actor, command: Any, context: bytes | None
    ) -> Sequence[msgspec.Struct]:
        if state is None and not isinstance(command, CreateGame):
            raise UnknownGame(f"there is no game {key!r}")
        return decider.decide(self.records.games, state, actor, command, context)

    def encode(
        self, key: str, state: GameRecord | None, events: Sequence[msgspec.Struct], cause: Cause, context: bytes | None
    ) -> list[NewEvent]:
        metadata = msgspec.json.encode(cause)
        if state is None:
            created = events[0]
            assert isinstance(created, GameCreated)
            return chained_events(created.chain, context, stream_id_of(key), None, 1, events, metadata)
        return chained_events(
            state.chain, context, state.stream_id, state.chain_head, state.version + 1, events, metadata
        )

    def applied(self, state: GameRecord | None, result: AppendResult) -> GameRecord:
        if state is None:
            return self.records.remember(self.records.fold_recorded(list(result.events)))
        return self.records.remember(self.records.apply(state, list(result.events)))

    def decoded(self, state: GameRecord, result: AppendResult) -> tuple[msgspec.Struct, ...]:
        codec = codec_for(self.records.game_of(state))
        return tuple(codec.decode(event) for event in result.events)

    def writing(self, key: str) -> AbstractAsyncContextManager[object]:
        return no_lock(key)

    def pause_after_conflict(self, attempt: int) -> float:
        return 0.0
