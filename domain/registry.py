"""The games Clowder hosts, by kind id."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.core.game import Game


def all_games() -> Mapping[str, Game[Any, Any, Any, Any]]:
    """Every hosted game, keyed by its kind id (``feed-the-kitten``, ...)."""
    from domain.feed_the_kitten import GAME as feed_the_kitten
    from domain.kinoko_kombat import GAME as kinoko_kombat
    from domain.kombat_kittens import GAME as kombat_kittens
    from domain.trending_kittens import GAME as trending_kittens

    games: list[Game[Any, Any, Any, Any]] = [feed_the_kitten, kombat_kittens, trending_kittens, kinoko_kombat]
    return {game.kind: game for game in games}
