"""The built-in bots by game kind and name."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from services.bots.base import Bot, RandomBot

#: Every built-in bot name, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "heuristic")


#: kind -> (module, class) of its heuristic bot, imported on first use.
_HEURISTICS: dict[str, tuple[str, str]] = {
    "feed-the-kitten": ("services.bots.feed_the_kitten", "FeedTheKittenBot"),
    "kombat-kittens": ("services.bots.kombat_kittens", "KombatKittensBot"),
    "trending-kittens": ("services.bots.trending_kittens", "TrendingKittensBot"),
    "kinoko-kombat": ("services.bots.kinoko_kombat", "KinokoKombatBot"),
}


def _heuristic(kind: str) -> Bot:
    module, cls = _HEURISTICS[kind]
    factory: Callable[[], Bot] = getattr(import_module(module), cls)
    return factory()


#: The game kinds that have built-in bots.
KINDS: tuple[str, ...] = tuple(_HEURISTICS)


class UnknownBot(LookupError):
    """No built-in bot of that name for that game kind."""


def bot_for(kind: str, name: str) -> Bot:
    """A fresh bot named ``name`` (see :data:`BOT_NAMES`) for game ``kind``.

    Bots hold no state between calls, so one instance may play any number of
    seats and games; a fresh one is returned anyway.
    """
    if kind not in KINDS:
        raise UnknownBot(f"no built-in bots for game kind {kind!r}; known kinds: {', '.join(KINDS)}")
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return _heuristic(kind)
    raise UnknownBot(f"no built-in bot named {name!r}; choose one of {', '.join(BOT_NAMES)}")
