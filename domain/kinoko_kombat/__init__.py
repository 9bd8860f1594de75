"""Kinoko Kombat: build a secret team of five Kinokos, best poker-like combination scores.

Rules as implemented, and every ruling: docs/rules/kinoko-kombat.md.
"""

from domain.kinoko_kombat.commands import (
    ArrangeRow,
    ChooseCenter,
    ChooseLeader,
    ClaimCenter,
    ClaimRecruit,
    Command,
)
from domain.kinoko_kombat.events import Event
from domain.kinoko_kombat.game import GAME
from domain.kinoko_kombat.options import KinokoOptions
from domain.kinoko_kombat.points import PointTable, TierPoints
from domain.kinoko_kombat.state import KinokoState
from domain.kinoko_kombat.view import KinokoView

__all__ = [
    "GAME",
    "ArrangeRow",
    "ChooseCenter",
    "ChooseLeader",
    "ClaimCenter",
    "ClaimRecruit",
    "Command",
    "Event",
    "KinokoOptions",
    "KinokoState",
    "KinokoView",
    "PointTable",
    "TierPoints",
]
