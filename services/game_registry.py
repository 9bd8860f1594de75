"""The games Clowder hosts: every game registered under the entry-point group ``clowder.games``.

A game is a package that declares one :class:`~domain.core.game.Game` and
registers it by its kind (docs/games.md)::

    [project.entry-points."clowder.games"]
    feed-the-kitten = "domain.feed_the_kitten:GAME"

Clowder's own four games register there too (pyproject.toml), so a game
installed as a separate package is found exactly as they are: the API, the
lobby, the CLI, the bots, export and verify all take their games from here.
Reading the installed packages' metadata is I/O, which is why this lives in the
service layer and not in ``domain/``; the result is read once per process.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from types import MappingProxyType
from typing import Any

from domain.core.game import Game

GROUP = "clowder.games"

Games = Mapping[str, Game[Any, Any, Any, Any]]


class GameRegistryError(RuntimeError):
    """An entry point of ``clowder.games`` that cannot be hosted as it is registered."""


@cache
def all_games() -> Games:
    """Every registered game, keyed by its kind id, in the order of the kind ids."""
    return games_of(sorted(entry_points(group=GROUP), key=lambda point: point.name))


def games_of(points: Iterable[EntryPoint]) -> Games:
    """The games the entry points name, each checked against the name it is registered under."""
    games: dict[str, Game[Any, Any, Any, Any]] = {}
    sources: dict[str, str] = {}
    for point in points:
        where = f"{point.value} ({_distribution(point)})"
        if point.name in games:
            raise GameRegistryError(
                f"two packages register the game kind {point.name!r} in {GROUP}: {sources[point.name]} and {where}"
            )
        game = point.load()
        if not isinstance(game, Game):
            raise GameRegistryError(
                f"entry point {point.name!r} of {GROUP} names {where}, which is not a domain.core.game.Game"
            )
        if game.kind != point.name:
            raise GameRegistryError(
                f"entry point {point.name!r} of {GROUP} names {where}, a game whose kind is {game.kind!r}: "
                "a game is registered under its own kind id"
            )
        games[point.name], sources[point.name] = game, where
    if not games:
        raise GameRegistryError(
            f"no game is registered in the entry-point group {GROUP}: is Clowder installed (pip install -e .)?"
        )
    return MappingProxyType(games)


def _distribution(point: EntryPoint) -> str:
    dist = point.dist
    return "an unknown distribution" if dist is None else f"{dist.name} {dist.version}"
