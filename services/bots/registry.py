"""The bots, by game kind and name: the legal-move bot for every kind, and a game's own heuristic.

Every registered game (services/game_registry.py) can be played by bots with
nothing else installed: ``random`` chooses uniformly among the seat's legal
commands, which any game lists. A game's package may bring a stronger bot by
registering its class (or any factory taking no argument) under the
entry-point group ``clowder.bots``, named by the kind::

    [project.entry-points."clowder.bots"]
    feed-the-kitten = "services.bots.feed_the_kitten:FeedTheKittenBot"

``heuristic`` is that bot; a kind whose package brings none is played by the
legal-move bot under that name too, so a tournament of heuristic bots runs for
every kind (docs/bots.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib.metadata import EntryPoint, entry_points

from services.bots.base import Bot, RandomBot
from services.game_registry import all_games

#: Every bot name, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "heuristic")
GROUP = "clowder.bots"


class UnknownBot(LookupError):
    """No bot of that name, or no game of that kind."""


def kinds() -> tuple[str, ...]:
    """The game kinds bots can play: every registered game."""
    return tuple(all_games())


def has_heuristic(kind: str) -> bool:
    """Whether the game's package brings its own heuristic bot."""
    return kind in _heuristics()


def bot_for(kind: str, name: str) -> Bot:
    """A fresh bot named ``name`` (see :data:`BOT_NAMES`) for game ``kind``.

    Bots hold no state between calls, so one instance may play any number of
    seats and games; a fresh one is returned anyway.
    """
    if kind not in all_games():
        raise UnknownBot(f"no game kind {kind!r} to play; known kinds: {', '.join(kinds())}")
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        point = _heuristics().get(kind)
        return RandomBot() if point is None else _made(point)
    raise UnknownBot(f"no bot named {name!r}; choose one of {', '.join(BOT_NAMES)}")


def _made(point: EntryPoint) -> Bot:
    bot = point.load()()
    if not isinstance(bot, Bot):
        raise UnknownBot(f"entry point {point.name!r} of {GROUP} ({point.value}) does not make a bot")
    return bot


@cache
def _heuristics() -> Mapping[str, EntryPoint]:
    """The ``clowder.bots`` entry points by kind, read once per process."""
    points: dict[str, EntryPoint] = {}
    for point in entry_points(group=GROUP):
        if point.name in points and points[point.name].value != point.value:
            raise UnknownBot(
                f"two packages register a bot for {point.name!r} in {GROUP}: "
                f"{points[point.name].value} and {point.value}"
            )
        points[point.name] = point
    return points
