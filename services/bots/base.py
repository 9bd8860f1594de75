"""What a bot is: a pure function from what one seat sees to one of its legal commands.

A bot is given exactly what a client of the REST API is given: the seat's view
(``GET /games/{id}/view``'s ``"view"``: ``msgspec.to_builtins(game.view(state,
seat))``) and the seat's legal commands, each a JSON object with a ``"type"``.
It never sees the full state, does no I/O, and draws chance only from the
``random.Random`` it is handed, so the same inputs and the same seed always
give the same command. It returns one of the dicts of ``legal_commands``
(the very object, so a caller may check ``choice in legal_commands``).
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

#: A view or a command as JSON (``msgspec.to_builtins`` of the domain struct).
Json = dict[str, Any]


@runtime_checkable
class Bot(Protocol):
    """Chooses one legal command for one seat, from that seat's view only."""

    #: The bot's name in the registry (``"random"``, ``"heuristic"``).
    name: str

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        """One element of ``legal_commands`` (never empty when a seat must act)."""
        ...


class NoLegalCommand(ValueError):
    """A bot was asked to choose but the seat has nothing to do."""


def require_choices(legal_commands: list[Json]) -> None:
    if not legal_commands:
        raise NoLegalCommand("the seat owes no decision: there is no legal command to choose")


class RandomBot:
    """Uniform among the legal commands: the baseline every other bot must beat."""

    name = "random"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        return legal_commands[rng.randrange(len(legal_commands))]

    def __repr__(self) -> str:
        return "RandomBot()"


def of_type(legal_commands: list[Json], *types: str) -> list[Json]:
    """The legal commands whose ``"type"`` is one of ``types``, in their order."""
    return [command for command in legal_commands if command.get("type") in types]


def best_of(candidates: list[Json], score: Any, rng: random.Random) -> Json:
    """The candidate with the highest ``score(candidate)``; ties broken by ``rng``.

    Scores are compared with a small tolerance so that float noise never
    decides, and the tie-break is seeded, so the choice is deterministic.
    """
    require_choices(candidates)
    scored = [(score(candidate), index) for index, candidate in enumerate(candidates)]
    top = max(value for value, _ in scored)
    best = [index for value, index in scored if value >= top - 1e-9]
    return candidates[best[rng.randrange(len(best))] if len(best) > 1 else best[0]]
