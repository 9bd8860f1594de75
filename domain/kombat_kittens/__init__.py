"""Kombat Kittens: battle your fellow kittens with three-card hands for treasure."""

from domain.kombat_kittens.game import KombatKittensGame
from domain.kombat_kittens.options import KombatKittensOptions
from domain.kombat_kittens.state import KombatKittensState

GAME = KombatKittensGame()

__all__ = ["GAME", "KombatKittensGame", "KombatKittensOptions", "KombatKittensState"]
