"""Given/when/then for tournaments, and a tiny driver that plays games by rule."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from domain.tournament import (
    TOURNAMENT,
    Command,
    CreateTournament,
    Event,
    GameRequest,
    RecordGameResult,
    RegisterEntrant,
    StartTournament,
    TournamentState,
)

#: (scores per seat, winners as seats) for one game.
Result = tuple[tuple[int, ...], tuple[int, ...]]


class Run:
    """A tournament in memory: its state and every event so far."""

    def __init__(self) -> None:
        self.state: TournamentState = TOURNAMENT.initial_state()
        self.events: list[Event] = []

    def when(self, *commands: Command) -> tuple[Event, ...]:
        """Decide and fold each command; the events of the last one."""
        new: tuple[Event, ...] = ()
        for command in commands:
            new = TOURNAMENT.decide(self.state, command)
            self.events.extend(new)
            self.state = TOURNAMENT.fold(self.state, new)
        return new

    def needed(self) -> tuple[GameRequest, ...]:
        return TOURNAMENT.games_needed(self.state)

    def record(self, request: GameRequest, result: Result) -> tuple[Event, ...]:
        scores, winners = result
        game_id = f"{request.match_id}/{request.game_number}"
        return self.when(RecordGameResult(request.match_id, request.game_number, game_id, scores, winners))

    def play_round(self, decide: Callable[[GameRequest], Result]) -> None:
        """Play every game of the current round (all games of every match) with ``decide``."""
        round = self.state.round
        while (requests := [r for r in self.needed() if r.round == round]) and not TOURNAMENT.is_finished(self.state):
            for request in requests:
                self.record(request, decide(request))

    def play_out(self, decide: Callable[[GameRequest], Result]) -> None:
        while not TOURNAMENT.is_finished(self.state):
            self.play_round(decide)

    def pairings(self, round: int) -> list[tuple[str, ...]]:
        return [m.entrants for m in self.state.matches if m.round == round]

    def table(self) -> list[tuple]:
        """Standings as (entrant, points, buchholz, sonneborn-berger, played, wins, draws, losses, byes)."""
        return [
            (s.entrant_id, s.points, s.buchholz, s.sonneborn_berger, s.played, s.wins, s.draws, s.losses, s.byes)
            for s in TOURNAMENT.standings(self.state)
        ]


def given(
    format: str,
    entrants: Iterable[str],
    seats: int = 2,
    games_per_match: int = 1,
    rounds: int | None = None,
    start: bool = True,
) -> Run:
    run = Run()
    run.when(
        CreateTournament(
            "t", "test-game", format, seats_per_game=seats, rounds=rounds, games_per_match=games_per_match
        ),
        *(RegisterEntrant(entrant, entrant.upper()) for entrant in entrants),
    )
    if start:
        run.when(StartTournament())
    return run


def win(seat: int, seats: int = 2) -> Result:
    return tuple(1 if s == seat else 0 for s in range(seats)), (seat,)


def draw(seats: int = 2) -> Result:
    return (0,) * seats, ()


def beats(order: Sequence[str]) -> Callable[[GameRequest], Result]:
    """Whoever comes first in ``order`` wins every game it plays; at tables scores follow ``order``."""

    def decide(request: GameRequest) -> Result:
        ranks = [order.index(entrant) for entrant in request.entrants]
        scores = tuple(len(order) - rank for rank in ranks)
        return scores, (ranks.index(min(ranks)),)

    return decide


def outcomes(table: dict[tuple[str, ...], str | None]) -> Callable[[GameRequest], Result]:
    """Two-seat games by who wins: ``{("a", "b"): "a", ("c", "d"): None}`` (None: a draw)."""

    def decide(request: GameRequest) -> Result:
        winner = table[tuple(sorted(request.entrants))]
        return draw() if winner is None else win(request.entrants.index(winner))

    return decide


def scored(table: dict[tuple[str, ...], tuple[dict[str, int], tuple[str, ...]]]) -> Callable[[GameRequest], Result]:
    """Table games by entrant: ``{("a", "b", "c"): ({"a": 5, "b": 3, "c": 3}, ("a",))}``."""

    def decide(request: GameRequest) -> Result:
        scores, winners = table[tuple(sorted(request.entrants))]
        seats = request.entrants
        return tuple(scores[e] for e in seats), tuple(seats.index(w) for w in winners)

    return decide
