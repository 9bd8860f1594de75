"""The state at a version of a long game vs a short one, for bench/replay.py.

No game kind lasts 5,000 events by its rules (a Feed the Kitten game to 5 cans with
3 seats is 300-2,000), so the long game is made through ``GameService`` like any
other, with real events only: created to 5 cans, its third seat left and taken again
(``lobby.seat_left`` / ``lobby.seat_taken``) until ~250 versions short of the length,
then started and played with random legal commands until the length (or its end).
The short game is created, seated, started and played the same way to 50 events.
Both are asked ``GameRecords.load_at(game, v)`` for versions ``v`` drawn uniformly from
their whole history, with checkpoints (as shipped) and without (every load folds
from the first event).
"""

from __future__ import annotations

import random
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import msgspec

KIND = "feed-the-kitten"
LONG_OPTIONS = {"cans_to_win": 5}
#: Versions left for the rules' events after the lobby's coming and going.
PLAYED_TAIL = 250


@dataclass
class AtVersion:
    loads: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)

    @property
    def mean_ms(self) -> float:
        return self.seconds / self.loads * 1000 if self.loads else 0.0


async def build_game(service: Any, length: int, seed: int) -> tuple[str, int]:
    """A game of ``length`` real events (fewer if its rules end it first): its id and version."""
    from services.players import Player

    game = service.games[KIND]
    chooser = random.Random(seed)
    players = [Player(uuid.uuid4().hex[:16], f"at-version-{seed}-{seat}") for seat in range(3)]
    record = await service.create_game(players[0], KIND, 3, LONG_OPTIONS)
    for player in players:
        record = await service.join(player, record.game_id)
    while record.version < length - PLAYED_TAIL:
        await service.leave(players[2], record.game_id)
        record = await service.join(players[2], record.game_id)
    record = await service.start(players[0], record.game_id)
    while record.status == "running" and record.version < length:
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
    return record.game_id, record.version


async def cold_ms(log: Any, game_id: str, version: int) -> float:
    """One ``load_at`` on a log that has never seen the game (with checkpoints: it keeps them)."""
    began = time.perf_counter()
    await log.load_at(game_id, version)
    return (time.perf_counter() - began) * 1000


async def loads_at_versions(log: Any, game_id: str, length: int, seconds: float, seed: int) -> AtVersion:
    """``load_at`` of uniformly drawn versions for ``seconds``."""
    chooser = random.Random(seed)
    outcome = AtVersion()
    began = time.perf_counter()
    deadline = began + seconds
    while (start := time.perf_counter()) < deadline:
        await log.load_at(game_id, chooser.randint(1, length))
        outcome.latencies.append(time.perf_counter() - start)
        outcome.loads += 1
    outcome.seconds = time.perf_counter() - began
    return outcome
