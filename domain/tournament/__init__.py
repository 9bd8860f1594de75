"""Tournaments: round robin, Swiss and single elimination, of two-seat matches or tables.

A pure decider over its own stream. Rules, pairing, scoring and tie-breaks:
docs/tournaments.md.
"""

from domain.tournament.commands import (
    Command,
    CreateTournament,
    ForfeitGame,
    Format,
    RecordGameResult,
    RegisterEntrant,
    Seeding,
    StartTournament,
    WithdrawEntrant,
)
from domain.tournament.decider import TournamentDecider
from domain.tournament.events import (
    EntrantRegistered,
    EntrantWithdrawn,
    Event,
    GameForfeited,
    GameResultRecorded,
    Match,
    MatchFinished,
    RoundFinished,
    RoundPaired,
    Standing,
    TournamentCreated,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.rejections import (
    AlreadyRecorded,
    AlreadyWithdrawn,
    DuplicateEntrant,
    GameNotNeeded,
    InvalidResult,
    InvalidTournament,
    NotEnoughEntrants,
    UnknownEntrant,
    UnknownGame,
    WrongPhase,
)
from domain.tournament.requests import GameRequest
from domain.tournament.state import TournamentState

TOURNAMENT = TournamentDecider()

__all__ = [
    "TOURNAMENT",
    "AlreadyRecorded",
    "AlreadyWithdrawn",
    "Command",
    "CreateTournament",
    "DuplicateEntrant",
    "EntrantRegistered",
    "EntrantWithdrawn",
    "Event",
    "ForfeitGame",
    "Format",
    "Seeding",
    "GameForfeited",
    "GameNotNeeded",
    "GameRequest",
    "GameResultRecorded",
    "InvalidResult",
    "InvalidTournament",
    "Match",
    "MatchFinished",
    "NotEnoughEntrants",
    "RecordGameResult",
    "RegisterEntrant",
    "RoundFinished",
    "RoundPaired",
    "Standing",
    "StartTournament",
    "TournamentCreated",
    "TournamentDecider",
    "TournamentFinished",
    "TournamentStarted",
    "TournamentState",
    "UnknownEntrant",
    "UnknownGame",
    "WithdrawEntrant",
    "WrongPhase",
]
