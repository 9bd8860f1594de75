"""What ``clowder play`` and ``clowder tournament`` show: rich on a terminal, plain lines in a pipe.

On a terminal (stderr is a TTY) a progress bar and a coloured summary table
(wins per bot, games per second, failures), drawn with ``rich``; in a pipe or
a CI log, one plain line per game and a plain summary, so ``grep`` and ``tee``
work; with ``--json``, one JSON object per game on stdout and nothing else
there. ``NO_COLOR`` is honoured (by rich).
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any, TextIO

import msgspec
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from api.cli.bots import GameResult


def is_terminal(stream: TextIO) -> bool:
    return stream.isatty()


class PlayOutput:
    """Reports each finished game and the summary of a ``clowder play`` run."""

    def __init__(self, total: int, as_json: bool, stream: TextIO | None = None) -> None:
        self.total = total
        self.as_json = as_json
        self.stream = stream or sys.stderr
        self.fancy = not as_json and is_terminal(self.stream)
        self.console = Console(file=self.stream)
        self.done = 0
        self._progress: Progress | None = None
        self._task: Any = None
        self._began = time.perf_counter()

    def __enter__(self) -> PlayOutput:
        self._began = time.perf_counter()  # games per second count playing time, not the service's start
        if self.fancy:
            self._progress = Progress(
                TextColumn("[bold]games"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[failed]}"),
                TimeElapsedColumn(),
                console=self.console,
                transient=True,
            )
            self._progress.start()
            self._task = self._progress.add_task("games", total=self.total, failed="")
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()

    def note(self, message: str) -> None:
        """A line for the human (never on stdout: that is for results)."""
        if not self.as_json:
            print(message, file=sys.stderr, flush=True)

    def game_done(self, result: GameResult, failures: int = 0) -> None:
        self.done += 1
        if self.as_json:
            print(msgspec.json.encode(result).decode(), flush=True)
            return
        if self._progress is not None:
            self._progress.update(self._task, advance=1, failed=f"[red]{failures} failed" if failures else "")
            if not result.finished:
                self.console.print(f"[red]game {result.game_id} did not finish:[/red] {result.error}")
            return
        print(plain_line(result, self.done, self.total), flush=True)

    def summary(self, results: Sequence[GameResult], seconds: float | None = None) -> None:
        """The run's summary; ``seconds`` defaults to the time since the output was entered."""
        if self.as_json:
            return
        seconds = time.perf_counter() - self._began if seconds is None else seconds
        if self.fancy:
            self.console.print(headline(results, seconds, markup=True))
            if wins_per_bot(results):
                self.console.print(summary_table(results, seconds))
            return
        print(headline(results, seconds, markup=False), file=sys.stderr)


def plain_line(result: GameResult, done: int, total: int) -> str:
    if not result.finished:
        return f"[{done}/{total}] game {result.game_id}: DID NOT FINISH: {result.error}"
    winners = ", ".join(f"seat {s} ({n})" for s, n in zip(result.winners, result.winner_names, strict=False)) or "none"
    return (
        f"[{done}/{total}] game {result.game_id}: winner {winners}; {result.events} events, "
        f"{result.commands} commands, {result.seconds:.1f}s"
    )


def wins_per_bot(results: Sequence[GameResult]) -> Counter[str]:
    return Counter(name for result in results if result.finished for name in result.winner_names)


def headline(results: Sequence[GameResult], seconds: float, markup: bool) -> str:
    failed = sum(1 for r in results if not r.finished)
    rate = len(results) / seconds if seconds > 0 else 0.0
    counts = f"{len(results) - failed}/{len(results)} games finished"
    if markup:
        colour = "red" if failed else "green"
        counts = f"[bold {colour}]{counts}[/bold {colour}]"
    return f"{counts} in {seconds:.1f}s ({rate:.2f} games/s, {failed} failed)"


def summary_table(results: Sequence[GameResult], seconds: float) -> Table:
    failed = sum(1 for r in results if not r.finished)
    table = Table(title="wins per bot")
    table.add_column("bot")
    table.add_column("wins", justify="right")
    table.add_column("share", justify="right")
    wins = wins_per_bot(results)
    finished = max(1, len(results) - failed)
    for name, count in sorted(wins.items(), key=lambda item: (-item[1], item[0])):
        table.add_row(name, str(count), f"{count / finished:.0%}")
    return table


def standings_table(standings: list[dict[str, Any]], handles: dict[str, str]) -> Table:
    table = Table(title="standings")
    for column, justify in (
        ("rank", "right"),
        ("entrant", "left"),
        ("points", "right"),
        ("buchholz", "right"),
        ("s-b", "right"),
        ("W-D-L", "left"),
        ("byes", "right"),
    ):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for row in standings:
        name = handles.get(row["entrant_id"], row["name"])
        style = "dim" if row["withdrawn"] else ("bold green" if row["rank"] == 1 else "")
        table.add_row(
            str(row["rank"]),
            name + (" (withdrawn)" if row["withdrawn"] else ""),
            f"{row['points']:g}",
            f"{row['buchholz']:g}",
            f"{row['sonneborn_berger']:g}",
            f"{row['wins']}-{row['draws']}-{row['losses']}",
            str(row["byes"]),
            style=style,
        )
    return table


def plain_standings(standings: list[dict[str, Any]], handles: dict[str, str]) -> list[str]:
    lines = [f"{'rank':>4}  {'entrant':<20} {'points':>6} {'buchholz':>8} {'s-b':>6}  {'W-D-L':<9} {'byes':>4}"]
    for row in standings:
        name = handles.get(row["entrant_id"], row["name"])
        record = f"{row['wins']}-{row['draws']}-{row['losses']}"
        withdrawn = "  (withdrawn)" if row["withdrawn"] else ""
        lines.append(
            f"{row['rank']:>4}  {name:<20} {row['points']:>6g} {row['buchholz']:>8g} "
            f"{row['sonneborn_berger']:>6g}  {record:<9} {row['byes']:>4}{withdrawn}"
        )
    return lines
