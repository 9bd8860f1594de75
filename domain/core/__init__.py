"""The shape every game shares: decider, chance, rejections, outcomes."""

from domain.core.chance import RandomSource, SeededRandom
from domain.core.game import SPECTATOR, Game, Outcome, Setup, Viewer
from domain.core.rejection import (
    GameNotRunning,
    IllegalCommand,
    InvalidSetup,
    NotYourTurn,
    Rejected,
)

__all__ = [
    "Game",
    "GameNotRunning",
    "IllegalCommand",
    "InvalidSetup",
    "NotYourTurn",
    "Outcome",
    "RandomSource",
    "Rejected",
    "SPECTATOR",
    "SeededRandom",
    "Setup",
    "Viewer",
]
