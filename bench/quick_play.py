"""Quick play's costs: folding a long queue on a cold start, and one match made end to end.

1. ``--seeks`` seeks' worth of history is written to a ``matchmaking-<kind>``
   stream as a busy queue leaves it (two-seat matches: per pair two
   ``seek_posted``, one ``seeks_matched``, one ``game_started``, appended 400
   events a batch). Then a process that has never read the queue loads it
   (``Queues.load``: read the ``data`` column, decode, fold the decider's
   state and the seek book): what the first request after a restart pays.
   Then a warm load (nothing new: one short query), what every request pays,
   and the memory the loaded queue keeps (tracemalloc, one more cold load).
2. ``--pairs`` times: two players post a seek each (``Matchmaking.post``) and
   the process manager's ``sync`` makes the match, creates the game seated,
   starts it (the deal) and records it started: the latency of each step.

    .venv/bin/python -m bench.quick_play --seeks 20000 --pairs 30
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import tracemalloc

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench._common import add_server_args, fmt, header, median, percentile, servers, table  # noqa: E402
from bench.command_handling import configure_logs  # noqa: E402

KIND = "feed-the-kitten"


def history(seeks: int) -> list[object]:
    """What ``seeks`` seeks (paired off) leave in a queue, as the decider writes it."""
    from domain.matchmaking import MatchGameStarted, MatchSeat, SeekPosted, SeeksMatched

    events: list[object] = []
    at = 1_764_000_000.0
    for pair in range(seeks // 2):
        ids = [f"{KIND}.{pair:010d}{side}" for side in "ab"]
        events += [SeekPosted(i, f"p{n}", 2, {"deck": "classic"}, at, at + 300) for n, i in enumerate(ids)]
        seating = tuple(MatchSeat(f"p{n}", i) for n, i in enumerate(ids))
        events.append(SeeksMatched(pair + 1, f"q{pair:019d}", 2, {"deck": "classic"}, seating, "p0", at))
        events.append(MatchGameStarted(pair + 1, f"q{pair:019d}", at))
        at += 1.0
    return events


async def run(args: argparse.Namespace) -> int:
    from eventstore.migrate import migrate
    from eventstore.postgres import PostgresEventStore, open_pool
    from services.codec import to_new_event
    from services.game_records import GameRecords
    from services.game_registry import all_games
    from services.game_service import GameService
    from services.house_bots import HouseBots
    from services.matchmaking import Matchmaking, SeekRequest
    from services.matchmaking_manager import MatchmakingManager
    from services.matchmaking_queues import Queues, SilentAnnouncer, queue_stream
    from services.notifier import NullNotifier
    from services.players import PostgresPlayers
    from services.seeds import PostgresSeeds

    configure_logs("off")
    with servers(args.database_url, None, need_redis=False) as found:
        await migrate(found.database_url)
        pool = await open_pool(found.database_url, min_size=2, max_size=8)
        store, games = PostgresEventStore(pool), all_games()
        seeds = PostgresSeeds(pool)
        events = [to_new_event(e) for e in history(args.seeks)]  # type: ignore[arg-type]
        for start in range(0, len(events), 400):
            await store.append(queue_stream(KIND), events[start : start + 400], start)
        header(f"1. loading a queue of {args.seeks:,} seeks ({len(events):,} events)")
        rows = []
        for _ in range(3):
            cold = Queues(store, seeds, NullNotifier(), SilentAnnouncer())
            began = time.perf_counter()
            queue = await cold.load(KIND)
            loaded = time.perf_counter() - began
            warm = []
            for _ in range(50):
                began = time.perf_counter()
                await cold.load(KIND)
                warm.append(time.perf_counter() - began)
            rows.append([fmt(loaded * 1000), fmt(median(warm) * 1000, 2), f"{len(queue.book):,}"])
        print(table(["cold load ms", "warm load ms (median of 50)", "seeks in the book"], rows))
        tracemalloc.start()
        held = await Queues(store, seeds, NullNotifier(), SilentAnnouncer()).load(KIND)
        kept, _ = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(f"memory the loaded queue keeps (tracemalloc): {kept / 2**20:.1f} MiB, {len(held.book):,} seeks")

        header(f"2. {args.pairs} matches made end to end (two seeks, one sync)")
        queues = Queues(store, seeds, NullNotifier(), SilentAnnouncer())
        matchmaking = Matchmaking(queues, games, 300.0)
        players = PostgresPlayers(pool)
        service = GameService(games, GameRecords(store, games), seeds, NullNotifier())
        manager = MatchmakingManager(queues, service, players, HouseBots(pool))
        posts, syncs = [], []
        for n in range(args.pairs):
            for side in "ab":
                player = (await players.register(f"{side}{n}")).player
                began = time.perf_counter()
                await matchmaking.post(player, SeekRequest("kinoko-kombat", 2))
                posts.append(time.perf_counter() - began)
            began = time.perf_counter()
            await manager.sync("kinoko-kombat")
            syncs.append(time.perf_counter() - began)
        assert manager.created == args.pairs and manager.started == args.pairs
        rows = [
            ["post a seek", fmt(median(posts) * 1000, 1), fmt(percentile(posts, 0.9) * 1000, 1)],
            ["sync: match, create, start, record", fmt(median(syncs) * 1000, 1), fmt(percentile(syncs, 0.9) * 1000, 1)],
        ]
        print(table(["step", "median ms", "p90 ms"], rows))
        await pool.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_server_args(parser, redis=False)
    parser.add_argument("--seeks", type=int, default=20_000)
    parser.add_argument("--pairs", type=int, default=30)
    return asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
