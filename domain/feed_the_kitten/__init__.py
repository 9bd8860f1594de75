"""Feed the Kitten: count up by tens, or to 100, and be first to feed the Kitten.

Rules as implemented, and every ruling: docs/rules/feed-the-kitten.md.
"""

from domain.feed_the_kitten.commands import Command, DrawCard, Pass, PlayCard, RenewHand
from domain.feed_the_kitten.events import Event
from domain.feed_the_kitten.game import GAME
from domain.feed_the_kitten.options import FeedTheKittenOptions
from domain.feed_the_kitten.state import FeedTheKittenState
from domain.feed_the_kitten.view import FeedTheKittenView

__all__ = [
    "GAME",
    "Command",
    "DrawCard",
    "Event",
    "FeedTheKittenOptions",
    "FeedTheKittenState",
    "FeedTheKittenView",
    "Pass",
    "PlayCard",
    "RenewHand",
]
