"""Trending Kittens' faction balance on held-out seeds: wins, ties and losses apart, per bot strategy and table size.

``bench/faction_balance.py`` is the tuning tool: the second faction edition was
tuned on its seeds, with one greedy bot, two seats, and a tie credited 1/2.
This one re-measures on seeds the tuning never saw (derived from a different
label, ``--salt``), for each bot strategy playing every seat (``heuristic``:
the greedy one-move bot; ``random``: a uniformly random legal command), at 2, 3
and 4 seats, over every ordered arrangement of distinct factions (20, 60 and
120 arrangements). A game's result for a seat is a win (it alone has the most
points), a tie (it shares the most) or a loss; each is reported with a 95 %
Wilson score interval, and a tie is never turned into half a win. With two
seats, the faction-against-faction matrix gives the row's win and tie rates
against the column (both seat orders) with the win rate's interval.

    nice .venv/bin/python bench/faction_balance_heldout.py --jobs 2
    nice .venv/bin/python bench/faction_balance_heldout.py --seats 2 --games 100 --strategies heuristic --lead-bonus 1
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
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

from bench.faction_balance import wilson  # noqa: E402
from domain.core.game import Setup  # noqa: E402
from domain.trending_kittens.factions import BUILT_IN  # noqa: E402
from domain.trending_kittens.options import TrendingKittensOptions  # noqa: E402
from services.bots import bot_for  # noqa: E402
from services.bots.arena import game_for, play  # noqa: E402

KIND = "trending-kittens"
#: One job: (strategy, factions in seat order, game index, salt, lead bonus).
Job = tuple[str, tuple[str, ...], int, str, int | None]
#: One played game: (strategy, factions in seat order, each seat's result: "win", "tie" or "loss").
Result = tuple[str, tuple[str, ...], tuple[str, ...]]


def seed_of(salt: str, strategy: str, factions: tuple[str, ...], index: int) -> int:
    """A stable seed per game, from a label the tuning seeds (``first/second/index``) never use."""
    digest = hashlib.sha256(f"{salt}/{strategy}/{'/'.join(factions)}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play_one(job: Job) -> Result:
    strategy, factions, index, salt, lead_bonus = job
    options = TrendingKittensOptions(factions=factions, lead_bonus=lead_bonus)
    bots = [bot_for(KIND, strategy) for _ in factions]
    played = play(game_for(KIND), Setup(len(factions), options), bots, seed=seed_of(salt, strategy, factions, index))
    if not played.finished or played.outcome is None:
        raise AssertionError(f"{strategy} {factions} game {index}: did not finish")
    winners = played.outcome.winners
    results = tuple(
        ("win" if len(winners) == 1 else "tie") if seat in winners else "loss" for seat in range(len(factions))
    )
    return strategy, factions, results


def _chunk(jobs: list[Job]) -> list[Result]:
    return [play_one(job) for job in jobs]


def run(jobs: list[Job], workers: int) -> list[Result]:
    if workers <= 1:
        return _chunk(jobs)
    chunks = [jobs[i::workers] for i in range(workers)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return [result for part in pool.map(_chunk, chunks) for result in part]


class Tally:
    """Wins, ties and losses per key."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[str, int]] = defaultdict(lambda: {"win": 0, "tie": 0, "loss": 0})

    def add(self, key: str, result: str) -> None:
        self.counts[key][result] += 1

    def games(self, key: str) -> int:
        return sum(self.counts[key].values())

    def rate(self, key: str, result: str) -> tuple[float, float, float]:
        n = self.games(key)
        share = self.counts[key][result]
        low, high = wilson(share, n)
        return (share / n if n else 0.0), low, high


def _cell(rate: tuple[float, float, float]) -> str:
    return f"{rate[0]:.1%} [{rate[1]:.1%}, {rate[2]:.1%}]"


def report(seats: int, strategy: str, results: list[Result], factions: list[str]) -> None:
    by_faction, by_seat, by_pair = Tally(), Tally(), Tally()
    tied_games = sum(1 for _, _, outcome in results if "tie" in outcome)
    for _, arrangement, outcome in results:
        for seat, (faction, result) in enumerate(zip(arrangement, outcome, strict=True)):
            by_faction.add(faction, result)
            by_seat.add(f"seat {seat}" + (" (leads game 1)" if seat == 0 else ""), result)
            if seats == 2:
                by_pair.add(f"{faction}|{arrangement[1 - seat]}", result)
    print(f"\n### {seats} seats, {strategy} bots\n")
    print(f"{len(results)} games; {tied_games / len(results):.1%} of them tied at the top (shared by the tied seats)\n")
    print("| faction / seat | games | wins [95 % interval] | ties [95 % interval] | losses |")
    print("|---|---|---|---|---|")
    for tally, keys in ((by_faction, factions), (by_seat, sorted(by_seat.counts))):
        for key in keys:
            win, tie, loss = (tally.rate(key, result) for result in ("win", "tie", "loss"))
            print(f"| {key} | {tally.games(key)} | {_cell(win)} | {_cell(tie)} | {loss[0]:.1%} |")
    if seats != 2:
        return
    print("\nRow faction against the column faction, both seat orders: wins [95 % interval], ties\n")
    print("| vs | " + " | ".join(factions) + " |")
    print("|---" * (len(factions) + 1) + "|")
    for a in factions:
        cells = []
        for b in factions:
            if a == b:
                cells.append("—")
                continue
            win, tie = by_pair.rate(f"{a}|{b}", "win"), by_pair.rate(f"{a}|{b}", "tie")
            cells.append(f"{win[0]:.0%} [{win[1]:.0%}, {win[2]:.0%}], ties {tie[0]:.0%}")
        print(f"| {a} | " + " | ".join(cells) + " |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4], help="table sizes (default 2 3 4)")
    parser.add_argument(
        "--games", type=int, nargs="+", default=[60, 10, 4], help="games per arrangement, one per --seats entry"
    )
    parser.add_argument("--strategies", nargs="+", default=["heuristic", "random"], help="bot strategies")
    parser.add_argument("--factions", nargs="+", default=[f.id for f in BUILT_IN], help="faction ids (built-in)")
    parser.add_argument("--salt", default="held-out-2026-12", help="seed label (never the tuning seeds')")
    parser.add_argument("--lead-bonus", type=int, default=TrendingKittensOptions().lead_bonus, help="default: 0")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    if len(args.games) != len(args.seats):
        parser.error("give one --games count per --seats entry")
    started = time.perf_counter()
    print(
        f"# Trending Kittens faction balance on held-out seeds ({args.salt!r}), faction_edition 2, "
        f"lead_bonus {args.lead_bonus}"
    )
    for seats, games in zip(args.seats, args.games, strict=True):
        arrangements = list(itertools.permutations(args.factions, seats))
        for strategy in args.strategies:
            jobs: list[Job] = [
                (strategy, arrangement, index, args.salt, args.lead_bonus)
                for arrangement in arrangements
                for index in range(games)
            ]
            report(seats, strategy, run(jobs, args.jobs), args.factions)
    print(
        f"\n# python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus, "
        f"jobs={args.jobs}, {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
