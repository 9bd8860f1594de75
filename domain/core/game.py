"""The decider: the one shape every Clowder game has.

A game is a handful of pure functions over frozen msgspec Structs, declared
together as one :class:`Game` value:

* ``initial_state(setup)``: the table before anything is dealt; raises
  :class:`~domain.core.rejection.InvalidSetup` for seats or options the rules
  do not allow, so a bad game is refused before anything is stored;
* ``start(state, random)``: the opening events (shuffle and deal);
* ``decide(state, seat, command, random)``: the events a seat's command causes,
  or a :class:`~domain.core.rejection.Rejected` exception;
* ``evolve(state, event)``: the next state; pure, never draws chance;
* ``is_terminal(state)`` and ``outcome(state)``;
* ``pending_seats(state)``: every seat that owes a decision now. Several at
  once is how simultaneous secret choices look; a single seat is a turn or a
  pending choice only that seat may make;
* ``legal_commands(state, seat)``: every command that seat may send now;
* ``view(state, viewer)`` and ``visible_event(event, viewer)``: what a seat
  (or a spectator, ``viewer=None``) may see of the state and of one event.

Seats are numbered from 0 in table order (clockwise).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

import msgspec

from domain.core.chance import RandomSource

StateT = TypeVar("StateT")
CommandT = TypeVar("CommandT")
EventT = TypeVar("EventT")
OptionsT = TypeVar("OptionsT")

#: Who looks at a game: a seat number, or ``None`` for a spectator.
Viewer = int | None
SPECTATOR: Viewer = None


class Setup(msgspec.Struct, Generic[OptionsT], frozen=True):
    """How a game was created: the number of seats and its typed options."""

    seats: int
    options: OptionsT


class Outcome(msgspec.Struct, frozen=True):
    """How a finished game ended: the winning seats and every seat's score."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    summary: str = ""


def _no_legacy_options() -> Mapping[str, Any]:
    return MappingProxyType({})


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class Game(Generic[StateT, CommandT, EventT, OptionsT]):
    """One game kind, declared: its metadata and the rule functions of its package.

    A game is a value, not a subclass: each game's package declares
    ``GAME = Game(kind=..., decide=decide.decide, ...)`` naming its own pure
    functions, and is registered under the entry-point group ``clowder.games``
    (docs/games.md). The helpers every game shares (stored options, the
    default setup, the timed-out seat's command, folding) are methods here.
    Equality is identity, as it was for the game objects this replaces.
    """

    #: Stable identifier used in the API, the CLI and the docs.
    kind: str
    title: str
    min_seats: int
    max_seats: int
    #: A frozen msgspec Struct whose every field has a default.
    options_type: type[OptionsT]
    #: The tagged union of the game's commands (decoded from client JSON).
    command_type: Any
    #: The tagged union of the game's events (decoded from the store).
    event_type: Any

    #: The table before anything is dealt; raises InvalidSetup for seats or options the rules refuse.
    initial_state: Callable[[Setup[OptionsT]], StateT]
    #: The opening events (shuffle and deal).
    start: Callable[[StateT, RandomSource], Sequence[EventT]]
    #: The events a seat's command causes, or a Rejected exception.
    decide: Callable[[StateT, int, CommandT, RandomSource], Sequence[EventT]]
    #: The next state; pure, never draws chance.
    evolve: Callable[[StateT, EventT], StateT]
    is_terminal: Callable[[StateT], bool]
    #: How the game ended, or None while it runs.
    outcome: Callable[[StateT], Outcome | None]
    #: Every seat that owes a decision now (several at once: simultaneous secret choices).
    pending_seats: Callable[[StateT], frozenset[int]]
    #: Every command that seat may send now: exactly the ones ``decide`` accepts.
    legal_commands: Callable[[StateT, int], Sequence[CommandT]]
    #: What a seat (or a spectator, ``viewer=None``) may see of the state.
    view: Callable[[StateT, Viewer], msgspec.Struct]
    #: ``event`` as ``viewer`` may see it while the game runs: the event itself when it
    #: hides nothing from that viewer, or a struct with the hidden parts removed (a drawn
    #: card becomes "a card"). Once a game has ended its full history is public.
    visible_event: Callable[[EventT, Viewer], msgspec.Struct]

    #: The value an option takes in a game created *before* that option existed.
    #: A rule change that would decide an old history differently is a new
    #: option: its struct default is the rule new games get (the service writes
    #: every option into ``lobby.game_created``), and this mapping gives the old
    #: rule to a stored ``game_created`` that lacks the field, so old games
    #: replay and pass their audit unchanged.
    legacy_options: Mapping[str, Any] = field(default_factory=_no_legacy_options)
    #: What ``view`` returns, the redacted events ``visible_event`` may return
    #: instead of an event, and the state: the API publishes their schemas.
    view_type: Any = None
    hidden_event_type: Any = None
    state_type: Any = None
    #: The command the service plays for a seat whose decision time ran out, when the
    #: first legal command is not the natural one (see :meth:`default_command`).
    timeout_command: Callable[[StateT, int], CommandT | None] | None = None
    #: A faster fold that must give exactly what folding with ``evolve`` gives.
    fold_events: Callable[[StateT, Iterable[EventT]], StateT] | None = None
    #: The game's own page renderer, a JavaScript module shipped as package data:
    #: ``"package:path/in/package.js"``. None: the pages draw the view generically.
    renderer: str | None = None

    def default_command(self, state: StateT, seat: int) -> CommandT | None:
        """What the service plays for a seat that let its decision time pass.

        The first legal command unless a game names a more natural default
        (Feed the Kitten: draw a card). None when the seat owes nothing.
        """
        if self.timeout_command is not None:
            return self.timeout_command(state, seat)
        legal = self.legal_commands(state, seat)
        return legal[0] if legal else None

    def stored_options(self, stored: Mapping[str, Any]) -> OptionsT:
        """The typed options of a stored ``game_created`` (old games get :attr:`legacy_options`)."""
        return msgspec.convert({**self.legacy_options, **stored}, self.options_type)

    def default_setup(self, seats: int) -> Setup[OptionsT]:
        return Setup(seats=seats, options=self.options_type())

    def fold(self, state: StateT, events: Iterable[EventT]) -> StateT:
        if self.fold_events is not None:
            return self.fold_events(state, events)
        for event in events:
            state = self.evolve(state, event)
        return state

    def __repr__(self) -> str:
        return f"Game(kind={self.kind!r})"
