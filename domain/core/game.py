"""The decider: the one shape every Clowder game has.

A game is a handful of pure functions over frozen msgspec Structs:

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

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
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


class Game(ABC, Generic[StateT, CommandT, EventT, OptionsT]):
    """Metadata and rules of one game kind. Subclasses hold no mutable state."""

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
    #: The value an option takes in a game created *before* that option existed.
    #: A rule change that would decide an old history differently is a new
    #: option: its struct default is the rule new games get (the service writes
    #: every option into ``lobby.game_created``), and this mapping gives the old
    #: rule to a stored ``game_created`` that lacks the field, so old games
    #: replay and pass their audit unchanged.
    legacy_options: Mapping[str, Any] = MappingProxyType({})
    #: What ``view`` returns, the redacted events ``visible_event`` may return
    #: instead of an event, and the state: the API publishes their schemas.
    view_type: Any = None
    hidden_event_type: Any = None
    state_type: Any = None

    @abstractmethod
    def initial_state(self, setup: Setup[OptionsT]) -> StateT: ...

    @abstractmethod
    def start(self, state: StateT, random: RandomSource) -> Sequence[EventT]: ...

    @abstractmethod
    def decide(self, state: StateT, seat: int, command: CommandT, random: RandomSource) -> Sequence[EventT]: ...

    @abstractmethod
    def evolve(self, state: StateT, event: EventT) -> StateT: ...

    @abstractmethod
    def is_terminal(self, state: StateT) -> bool: ...

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None: ...

    @abstractmethod
    def pending_seats(self, state: StateT) -> frozenset[int]: ...

    @abstractmethod
    def legal_commands(self, state: StateT, seat: int) -> Sequence[CommandT]: ...

    @abstractmethod
    def view(self, state: StateT, viewer: Viewer) -> msgspec.Struct: ...

    @abstractmethod
    def visible_event(self, event: EventT, viewer: Viewer) -> msgspec.Struct:
        """``event`` as ``viewer`` may see it while the game runs.

        Return the event itself when it hides nothing from that viewer, or a
        struct with the hidden parts removed (a drawn card becomes "a card").
        Once a game has ended its full history is public and this is not used.
        """

    def default_command(self, state: StateT, seat: int) -> CommandT | None:
        """What the service plays for a seat that let its decision time pass.

        The first legal command unless a game names a more natural default
        (Feed the Kitten: draw a card). None when the seat owes nothing.
        """
        legal = self.legal_commands(state, seat)
        return legal[0] if legal else None

    def stored_options(self, stored: Mapping[str, Any]) -> OptionsT:
        """The typed options of a stored ``game_created`` (old games get :attr:`legacy_options`)."""
        return msgspec.convert({**self.legacy_options, **stored}, self.options_type)

    def default_setup(self, seats: int) -> Setup[OptionsT]:
        return Setup(seats=seats, options=self.options_type())

    def fold(self, state: StateT, events: Iterable[EventT]) -> StateT:
        for event in events:
            state = self.evolve(state, event)
        return state
