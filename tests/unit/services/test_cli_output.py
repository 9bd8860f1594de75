"""``clowder play``'s output: plain lines in a pipe, JSON with --json, a table on a terminal."""

from __future__ import annotations

import io
import json
import re

import pytest

from api.cli.bots import GameResult
from api.cli.output import PlayOutput, plain_standings, summary_table, wins_per_bot

pytestmark = pytest.mark.unit

RESULTS = [
    GameResult("g1", "feed-the-kitten", 2, True, (0,), ("bot-1",), 30, 20, 0.5),
    GameResult("g2", "feed-the-kitten", 2, True, (1,), ("bot-2",), 31, 21, 0.5),
    GameResult("g3", "feed-the-kitten", 2, True, (0,), ("bot-1",), 32, 22, 0.5),
    GameResult("-", "feed-the-kitten", 2, False, (), (), 0, 0, 0.0, "ReadTimeout: boom"),
]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_in_a_pipe_each_game_is_one_plain_line(capsys: pytest.CaptureFixture[str]) -> None:
    output = PlayOutput(len(RESULTS), as_json=False, stream=io.StringIO())
    with output:
        for done, result in enumerate(RESULTS):
            output.game_done(result, failures=int(done == 3))
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "[1/4] game g1: winner seat 0 (bot-1); 30 events, 20 commands, 0.5s"
    assert out[3].startswith("[4/4] game -: DID NOT FINISH: ReadTimeout") and "\x1b[" not in "".join(out)


def test_with_json_stdout_holds_only_json(capsys: pytest.CaptureFixture[str]) -> None:
    output = PlayOutput(len(RESULTS), as_json=True, stream=Terminal())
    with output:
        for result in RESULTS:
            output.game_done(result)
    output.summary(RESULTS, 2.0)
    assert [json.loads(line)["game_id"] for line in capsys.readouterr().out.splitlines()] == ["g1", "g2", "g3", "-"]


def test_on_a_terminal_a_progress_bar_then_a_summary_of_wins_per_bot(capsys: pytest.CaptureFixture[str]) -> None:
    screen = Terminal()
    output = PlayOutput(len(RESULTS), as_json=False, stream=screen)
    assert output.fancy
    with output:
        for result in RESULTS:
            output.game_done(result)
    output.summary(RESULTS, 2.0)
    assert capsys.readouterr().out == ""  # nothing for a pipe when a human watches
    raw = screen.getvalue()
    assert "\x1b[" in raw  # colour and the bar's redraws
    shown = " ".join(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", raw).split())
    assert "3/4 games finished" in shown and "2.00 games/s" in shown and "1 failed" in shown
    assert "bot-1" in shown and "67%" in shown
    assert wins_per_bot(RESULTS) == {"bot-1": 2, "bot-2": 1}
    assert summary_table(RESULTS, 2.0).row_count == 2


def test_standings_name_entrants_by_their_unique_handle() -> None:
    row = {
        "rank": 1,
        "entrant_id": "p1",
        "name": "bot-1",
        "points": 2,
        "buchholz": 0,
        "sonneborn_berger": 0,
        "wins": 2,
        "draws": 0,
        "losses": 0,
        "byes": 0,
        "withdrawn": False,
    }
    lines = plain_standings([row, {**row, "rank": 2, "entrant_id": "p2"}], {"p1": "bot-1", "p2": "bot-1-3f2a"})
    assert "bot-1 " in lines[1] and "bot-1-3f2a" in lines[2]
