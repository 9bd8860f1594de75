"""Typed rejections: an illegal command raises one of these, never returns nothing.

The message is read by a player, so it must say what was wrong without
revealing anything the acting seat may not see (another hand, a face-down
card, the order of a deck).
"""

from __future__ import annotations


class Rejected(Exception):
    """A command or setup the rules do not allow. ``code`` is stable for clients."""

    code = "rejected"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidSetup(Rejected):
    """The seats or options of a new game break the rules."""

    code = "invalid-setup"


class GameNotRunning(Rejected):
    """The game has not started yet, or has already ended."""

    code = "game-not-running"


class NotYourTurn(Rejected):
    """The acting seat owes no decision right now."""

    code = "not-your-turn"


class IllegalCommand(Rejected):
    """The seat may act, but not this way."""

    code = "illegal-command"
