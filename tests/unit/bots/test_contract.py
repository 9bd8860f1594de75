"""The bot contract: the registry, the random bot, purity, and what a bot may import."""

from __future__ import annotations

import ast
import copy
import random
from collections import Counter
from pathlib import Path

import pytest

import services.bots
from services.bots import BOT_NAMES, KINDS, Bot, NoLegalCommand, RandomBot, UnknownBot, bot_for

from .helpers import positions

pytestmark = pytest.mark.unit

BOTS_DIR = Path(services.bots.__file__).parent
#: Domain modules a bot may use: card data and pure rules on card values.
#: Nothing that holds, builds or folds a game state.
PURE_RULES = {"cards", "hands", "geometry", "combos"}


def test_every_kind_has_every_named_bot() -> None:
    assert BOT_NAMES == ("random", "heuristic")
    assert set(KINDS) == {"feed-the-kitten", "kombat-kittens", "trending-kittens", "kinoko-kombat"}
    for kind in KINDS:
        for name in BOT_NAMES:
            bot = bot_for(kind, name)
            assert isinstance(bot, Bot)
            assert bot.name == name
        assert not isinstance(bot_for(kind, "heuristic"), RandomBot)


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
    for kind in KINDS:
        with pytest.raises(NoLegalCommand):
            bot_for(kind, name).choose({}, [], random.Random(0))


@pytest.mark.parametrize("kind", KINDS)
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
