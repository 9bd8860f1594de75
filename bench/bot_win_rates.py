"""How often each heuristic bot beats random bots, over many seeded in-memory games.

For every game kind, two settings: two players, and one table of more
(``--seats-multi``, four by default). In game ``i`` the heuristic bot sits at
seat ``i mod seats`` (so it leads, follows and plays every faction equally
often) and random bots fill the other seats. Game ``i`` of a setting uses seed
``i``: the same command line always plays the same games.

A win is credited 1, a win shared by k seats 1/k (Trending Kittens ties and
Kombat Kittens' shared tie-break), a loss 0. The table prints the mean credit
with a 95% Wilson score interval, next to the 1/seats a random bot would get.

    .venv/bin/python bench/bot_win_rates.py              # 200 games per setting
    .venv/bin/python bench/bot_win_rates.py --games 50 --kinds feed-the-kitten
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # ``python bench/x.py`` as well as ``python -m bench.x``
    sys.path.insert(0, str(ROOT))

from services.bots import bot_for, kinds  # noqa: E402
from services.bots.arena import game_for, play  # noqa: E402

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``successes`` may be fractional)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(kind: str, seats: int, index: int) -> tuple[float, int, bool]:
    """Game ``index``: (the heuristic seat's credit, steps, whether it won alone)."""
    game = game_for(kind)
    hero = index % seats
    bots = [bot_for(kind, "heuristic" if seat == hero else "random") for seat in range(seats)]
    played = play(game, game.default_setup(seats), bots, seed=index)
    if not played.finished:
        raise AssertionError(f"{kind} with {seats} seats, game {index}: did not finish")
    credit = played.credit(hero)
    return credit, played.steps, credit == 1.0


def _play_chunk(args: tuple[str, int, list[int]]) -> list[tuple[float, int, bool]]:
    kind, seats, indices = args
    return [play_one(kind, seats, index) for index in indices]


def measure(kind: str, seats: int, games: int, jobs: int) -> dict[str, float]:
    started = time.perf_counter()
    indices = list(range(games))
    if jobs > 1:
        chunks = [(kind, seats, indices[j::jobs]) for j in range(jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = [r for chunk in pool.map(_play_chunk, chunks) for r in chunk]
    else:
        results = _play_chunk((kind, seats, indices))
    credit = sum(r[0] for r in results)
    low, high = wilson(credit, games)
    return {
        "rate": credit / games,
        "low": low,
        "high": high,
        "alone": sum(r[2] for r in results) / games,
        "shared": sum(1 for r in results if 0 < r[0] < 1) / games,
        "steps": sum(r[1] for r in results) / games,
        "seconds": time.perf_counter() - started,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per kind and setting (default 200)")
    parser.add_argument("--kinds", nargs="+", default=list(kinds()), choices=kinds(), help="game kinds to measure")
    parser.add_argument("--seats-multi", type=int, default=4, help="the multi-player setting's seats (default 4)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")

    print(f"# heuristic bot vs random bots, {args.games} seeded games per row, heuristic seat rotating")
    print(f"# python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus, jobs={args.jobs}")
    header = f"{'kind':<18} {'seats':>5} {'win rate':>9} {'95% CI':>15} {'baseline':>8} {'alone':>6} {'shared':>6} {'steps':>6} {'time':>7}"
    print(header)
    print("-" * len(header))
    failures = []
    for kind in args.kinds:
        game = game_for(kind)
        multi = min(args.seats_multi, game.max_seats)
        for seats in dict.fromkeys((2, multi)):
            row = measure(kind, seats, args.games, args.jobs)
            print(
                f"{kind:<18} {seats:>5} {row['rate']:>8.1%} [{row['low']:>5.1%}, {row['high']:>5.1%}]"
                f" {1 / seats:>8.1%} {row['alone']:>6.1%} {row['shared']:>6.1%} {row['steps']:>6.0f}"
                f" {row['seconds']:>6.1f}s",
                flush=True,
            )
            if row["low"] <= 1 / seats:
                failures.append(f"{kind} ({seats} seats)")
    if failures:
        print("not clearly above the random baseline: " + ", ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
