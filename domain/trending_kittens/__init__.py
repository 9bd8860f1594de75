"""Trending Kittens: place faction cards on a grid and turn your rivals' cards over.

Rules as implemented: ``docs/rules/trending-kittens.md``.
"""

from domain.trending_kittens.game import TrendingKittensGame

GAME = TrendingKittensGame()

__all__ = ["GAME", "TrendingKittensGame"]
