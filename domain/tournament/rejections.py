"""Typed rejections of tournament commands. ``code`` is stable for clients.

:class:`AlreadyRecorded` (and its subclass :class:`GameNotNeeded`) tell the
process manager that a result it sends again, or too late, changes nothing:
it may ignore them.
"""

from __future__ import annotations

from domain.core.rejection import Rejected


class InvalidTournament(Rejected):
    """The format, seats, rounds or games per match of a new tournament do not fit together."""

    code = "invalid-tournament"


class WrongPhase(Rejected):
    """Not now: the tournament does not exist yet, registration is closed, or it has finished."""

    code = "tournament-phase"


class UnknownEntrant(Rejected):
    code = "unknown-entrant"


class DuplicateEntrant(Rejected):
    code = "duplicate-entrant"


class AlreadyWithdrawn(Rejected):
    code = "already-withdrawn"


class NotEnoughEntrants(Rejected):
    code = "not-enough-entrants"


class UnknownGame(Rejected):
    """No such match, or that game of the match is not the one being played."""

    code = "unknown-game"


class InvalidResult(Rejected):
    """Scores or winners that do not fit the game's seats."""

    code = "invalid-result"


class AlreadyRecorded(Rejected):
    """That game already has its result (or forfeit): a retry, safe to ignore."""

    code = "already-recorded"


class GameNotNeeded(AlreadyRecorded):
    """The game's match was already decided (early win, forfeit or withdrawal): safe to ignore."""

    code = "game-not-needed"
