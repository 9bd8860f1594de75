"""Kombat Kittens: battle your fellow kittens with three-card hands for treasure."""

from domain.kombat_kittens.game import GAME
from domain.kombat_kittens.options import KombatKittensOptions
from domain.kombat_kittens.state import KombatKittensState

__all__ = ["GAME", "KombatKittensOptions", "KombatKittensState"]
