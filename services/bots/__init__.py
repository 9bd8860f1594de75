"""Built-in bots: pure functions from one seat's JSON view to one of its legal commands.

>>> bot = bot_for("feed-the-kitten", "heuristic")
>>> command = bot.choose(view, legal_commands, random.Random(seed))  # doctest: +SKIP

See :mod:`services.bots.base` for the contract and ``docs/bots.md`` for what
each bot does and how well it plays.
"""

from services.bots.base import Bot, Json, NoLegalCommand, RandomBot
from services.bots.registry import BOT_NAMES, UnknownBot, bot_for, has_heuristic, kinds

__all__ = ["BOT_NAMES", "Bot", "Json", "NoLegalCommand", "RandomBot", "UnknownBot", "bot_for", "has_heuristic", "kinds"]
