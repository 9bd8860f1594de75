"""Python CPU of ``GameService.act`` per play, on the in-memory store: no PostgreSQL, no Redis.

The service's own work (decide, chain, apply, log line) without the store's
statement, steady enough to compare two commits on a busy machine: the
minimum over ``--repeats`` batches of ``--plays`` plays of Feed the Kitten.

    .venv/bin/python -m bench._act_in_memory [--logs off]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
import uuid

import msgspec

from bench.command_handling import KIND, configure_logs


async def measure(plays: int, repeats: int) -> list[float]:
    from eventstore.memory import InMemoryEventStore
    from services.game_records import GameRecords
    from services.game_registry import all_games
    from services.game_service import GameService
    from services.notifier import NullNotifier
    from services.players import Player
    from services.seeds import InMemorySeeds

    games = all_games()
    service = GameService(games, GameRecords(InMemoryEventStore(), games), InMemorySeeds(), NullNotifier())
    game = games[KIND]
    chooser = random.Random(7)
    players = [Player(uuid.uuid4().hex[:16], f"bench-{seat}") for seat in range(3)]
    per_play = []
    for _ in range(repeats):
        played, spent = 0, 0.0
        while played < plays:
            record = await service.create_game(players[0], KIND, 3, {})
            for player in players:
                record = await service.join(player, record.game_id)
            record = await service.start(players[0], record.game_id)
            while record.status == "running":
                seat = chooser.choice(sorted(game.pending_seats(record.state)))
                command = msgspec.to_builtins(chooser.choice(list(game.legal_commands(record.state, seat))))
                began = time.process_time()
                acted = await service.act(players[seat], record.game_id, command, expected_version=record.version)
                spent += time.process_time() - began
                played += 1
                record = acted.record
        per_play.append(spent / played * 1e6)
    return per_play


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench._act_in_memory", description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--logs", choices=("json", "off"), default="json")
    args = parser.parse_args()
    configure_logs(args.logs)
    per_play = sorted(asyncio.run(measure(args.plays, args.repeats)))
    print(
        f"GameService.act, in-memory store: {per_play[0]:.1f} µs of Python per play (min), median {per_play[len(per_play) // 2]:.1f}"
    )


if __name__ == "__main__":
    main()
