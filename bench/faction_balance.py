"""Is Trending Kittens fair? Each faction's and each seat's win rate, heuristic bot against heuristic bot.

The built-in factions are Clowder's own design (the rulebook lists none), so
their balance is ours to measure. Every ordered pair of distinct factions
(each faction against every other, in both seat orders) plays ``--games``
seeded in-memory games of two heuristic bots (``services/bots/``, played by
``services.bots.arena`` exactly as a client sees the game). Game ``i`` of the
pair ``(a, b)`` uses a seed derived from ``(a, b, i)``: the same command line
always plays the same games.

A win is credited 1, a shared (tied) game 1/2 to each side, a loss 0. The
table prints each faction's and each seat's mean credit with a 95 % Wilson
score interval, and the faction-against-faction matrix. The exit status is 1
when a faction or a seat is outside ``--band`` (45-55 % by default), so the
balance can be checked in a script.

    nice .venv/bin/python bench/faction_balance.py                  # 140 games per ordered pair
    nice .venv/bin/python bench/faction_balance.py --games 40 --jobs 2
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import math
import os
import platform
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # ``python bench/x.py`` as well as ``python -m bench.x``
    sys.path.insert(0, str(ROOT))

from domain.core.game import Setup  # noqa: E402
from domain.trending_kittens.factions import BUILT_IN  # noqa: E402
from domain.trending_kittens.options import TrendingKittensOptions  # noqa: E402
from services.bots import bot_for  # noqa: E402
from services.bots.arena import game_for, play  # noqa: E402

KIND = "trending-kittens"
Z95 = 1.959963984540054

#: One played game: (faction of seat 0, faction of seat 1, credit of seat 0).
Result = tuple[str, str, float]


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``successes`` may be fractional)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def seed_of(first: str, second: str, index: int) -> int:
    """A stable seed per (pair, game): independent of the order pairs are played in."""
    digest = hashlib.sha256(f"{first}/{second}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play_one(first: str, second: str, index: int, edition: int = 2, lead_bonus: int | None = None) -> Result:
    game = game_for(KIND)
    options = TrendingKittensOptions(factions=(first, second), faction_edition=edition, lead_bonus=lead_bonus)
    setup = Setup(seats=2, options=options)
    bots = [bot_for(KIND, "heuristic"), bot_for(KIND, "heuristic")]
    played = play(game, setup, bots, seed=seed_of(first, second, index))
    if not played.finished:
        raise AssertionError(f"{first} vs {second}, game {index}: did not finish")
    return first, second, played.credit(0)


def _play_chunk(jobs: list[tuple[str, str, int, int, int | None]]) -> list[Result]:
    return [play_one(*job) for job in jobs]


def run(factions: list[str], games: int, workers: int, edition: int = 2, lead_bonus: int | None = None) -> list[Result]:
    jobs = [(a, b, i, edition, lead_bonus) for a, b in itertools.permutations(factions, 2) for i in range(games)]
    if workers <= 1:
        return _play_chunk(jobs)
    chunks = [jobs[w::workers] for w in range(workers)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return [result for chunk in pool.map(_play_chunk, chunks) for result in chunk]


class Tally:
    """Credits and game counts by label."""

    def __init__(self) -> None:
        self.credit: dict[str, float] = defaultdict(float)
        self.games: dict[str, int] = defaultdict(int)

    def add(self, label: str, credit: float) -> None:
        self.credit[label] += credit
        self.games[label] += 1

    def rate(self, label: str) -> float:
        return self.credit[label] / self.games[label]


def tally(results: list[Result]) -> tuple[Tally, Tally, Tally]:
    """By faction, by seat, and by (faction, opponent)."""
    by_faction, by_seat, by_pair = Tally(), Tally(), Tally()
    for first, second, credit in results:
        by_faction.add(first, credit)
        by_faction.add(second, 1 - credit)
        by_seat.add("seat 0 (leads)", credit)
        by_seat.add("seat 1", 1 - credit)
        by_pair.add(f"{first}|{second}", credit)
        by_pair.add(f"{second}|{first}", 1 - credit)
    return by_faction, by_seat, by_pair


def _row(label: str, table: Tally, band: tuple[float, float]) -> tuple[str, bool]:
    rate, n = table.rate(label), table.games[label]
    low, high = wilson(table.credit[label], n)
    inside = band[0] <= rate <= band[1]
    line = f"| {label:<16} | {n:>6} | {rate:>6.1%} | [{low:.1%}, {high:.1%}] | {'yes' if inside else 'NO'} |"
    return line, inside


def report(factions: list[str], results: list[Result], band: tuple[float, float]) -> bool:
    by_faction, by_seat, by_pair = tally(results)
    print(f"\n| faction / seat   |  games |   wins | 95 % Wilson interval | in {band[0]:.0%}-{band[1]:.0%} |")
    print("|---|---|---|---|---|")
    fair = True
    for label in [*factions, *sorted(by_seat.games)]:
        line, inside = _row(label, by_faction if label in factions else by_seat, band)
        fair &= inside
        print(line)
    print("\nRow faction's win rate against the column faction (both seat orders):\n")
    print("| vs | " + " | ".join(factions) + " |")
    print("|---" * (len(factions) + 1) + "|")
    for a in factions:
        cells = ["—" if a == b else f"{by_pair.rate(f'{a}|{b}'):.0%}" for b in factions]
        print(f"| {a} | " + " | ".join(cells) + " |")
    return fair


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=140, help="games per ordered faction pair (default 140)")
    parser.add_argument("--factions", nargs="+", default=[f.id for f in BUILT_IN], help="faction ids (built-in)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--band", type=float, nargs=2, default=(0.45, 0.55), help="fair band (default 0.45 0.55)")
    parser.add_argument("--edition", type=int, default=2, help="faction_edition (default 2; 1 = before balancing)")
    parser.add_argument(
        "--lead-bonus",
        type=int,
        default=TrendingKittensOptions().lead_bonus,
        help="lead_bonus (default: the game's, 0)",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or len(args.factions) < 2:
        parser.error("need at least one game and two factions")
    started = time.perf_counter()
    results = run(args.factions, args.games, args.jobs, args.edition, args.lead_bonus)
    seconds = time.perf_counter() - started
    pairs = len(args.factions) * (len(args.factions) - 1)
    bonus = "null (1 with 2 seats)" if args.lead_bonus is None else args.lead_bonus
    print(
        f"# Trending Kittens, 2 seats, heuristic bot vs heuristic bot, faction_edition {args.edition}, lead_bonus {bonus}"
    )
    print(f"# {args.games} seeded games per ordered faction pair x {pairs} pairs = {len(results)} games")
    print(
        f"# python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus, "
        f"jobs={args.jobs}, {seconds:.0f} s"
    )
    shared = sum(1 for _, _, credit in results if 0 < credit < 1) / len(results)
    print(f"# shared (tied) games: {shared:.1%}, credited 1/2 to each seat")
    fair = report(args.factions, results, (args.band[0], args.band[1]))
    print("\nbalanced" if fair else "\nNOT balanced: a faction or a seat is outside the band")
    return 0 if fair else 1


if __name__ == "__main__":
    raise SystemExit(main())
