"""The bot contract: the registry, the random bot, purity, and what a bot may import."""

from __future__ import annotations

import ast
import copy
import random
from collections import Counter
from importlib.metadata import distribution
from pathlib import Path

import pytest

import services.bots
from services.bots import BOT_NAMES, Bot, NoLegalCommand, RandomBot, UnknownBot, bot_for, has_heuristic, kinds
from services.game_registry import all_games

from .helpers import positions

pytestmark = pytest.mark.unit

BOTS_DIR = Path(services.bots.__file__).parent
#: Domain modules a bot may use: card data and pure rules on card values.
#: Nothing that holds, builds or folds a game state.
PURE_RULES = {"cards", "hands", "geometry", "combos"}


def test_every_kind_has_every_named_bot() -> None:
    """Every registered game is played by every bot name: its own heuristic, or the legal-move bot."""
    assert BOT_NAMES == ("random", "heuristic")
    assert kinds() == tuple(all_games())
    for kind in kinds():
        for name in BOT_NAMES:
            assert isinstance(bot_for(kind, name), Bot)
        assert isinstance(bot_for(kind, "random"), RandomBot)
        heuristic = bot_for(kind, "heuristic")
        if has_heuristic(kind):
            assert heuristic.name == "heuristic" and not isinstance(heuristic, RandomBot)
        else:
            assert isinstance(heuristic, RandomBot), "a kind without its own bot plays the legal-move bot"


def test_every_game_clowder_ships_brings_its_heuristic_bot() -> None:
    """The project's own games register a heuristic bot beside the game (pyproject.toml)."""
    points = distribution("clowder").entry_points
    games = {point.name for point in points if point.group == "clowder.games"}
    bots = {point.name for point in points if point.group == "clowder.bots"}
    assert games and bots == games
    assert all(has_heuristic(kind) for kind in games)


def test_unknown_kinds_and_names_are_refused() -> None:
    with pytest.raises(UnknownBot, match="chess"):
        bot_for("chess", "random")
    with pytest.raises(UnknownBot, match="genius"):
        bot_for("feed-the-kitten", "genius")


def test_the_random_bot_is_uniform_and_seeded() -> None:
    legal = [{"type": "play_card", "card": card} for card in (10, 20, 30, 40)]
    picks = Counter(RandomBot().choose({}, legal, random.Random(seed))["card"] for seed in range(4000))
    assert set(picks) == {10, 20, 30, 40}
    assert all(900 < count < 1100 for count in picks.values())
    assert RandomBot().choose({}, legal, random.Random(7)) == RandomBot().choose({}, legal, random.Random(7))


@pytest.mark.parametrize("name", BOT_NAMES)
def test_no_legal_command_is_an_error(name: str) -> None:
    for kind in kinds():
        with pytest.raises(NoLegalCommand):
            bot_for(kind, name).choose({}, [], random.Random(0))


@pytest.mark.parametrize("kind", kinds())
def test_bots_change_neither_the_view_nor_the_commands(kind: str) -> None:
    for position in positions(kind, 3, games=1, every=5):
        view, legal = copy.deepcopy(position.view), copy.deepcopy(position.legal)
        for name in BOT_NAMES:
            bot_for(kind, name).choose(view, legal, random.Random(1))
            assert view == position.view and legal == position.legal


def test_bots_import_no_game_state() -> None:
    """A bot works on the seat's JSON view only: it never imports the state,
    the decider, the views or the registry of a game, only card data and pure
    rules on card values (the arena, the referee, is the exception)."""
    for path in sorted(BOTS_DIR.glob("*.py")):
        if path.name == "arena.py":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for module in names:
                if module.startswith("domain"):
                    parts = module.split(".")
                    assert len(parts) == 3 and parts[2] in PURE_RULES, f"{path.name} imports {module}"
