"""Trending Kittens: place faction cards on a grid and turn your rivals' cards over.

Rules as implemented: ``docs/rules/trending-kittens.md``.
"""

from domain.trending_kittens.game import GAME

__all__ = ["GAME"]
