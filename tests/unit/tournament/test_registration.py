"""Creating, registering, withdrawing before the start, and starting."""

import pytest

from domain.tournament import (
    TOURNAMENT,
    AlreadyWithdrawn,
    CreateTournament,
    DuplicateEntrant,
    EntrantRegistered,
    EntrantWithdrawn,
    InvalidTournament,
    Match,
    NotEnoughEntrants,
    RegisterEntrant,
    RoundPaired,
    StartTournament,
    TournamentCreated,
    TournamentStarted,
    UnknownEntrant,
    WithdrawEntrant,
    WrongPhase,
)

from .helpers import Run, given

pytestmark = pytest.mark.unit


def test_creating_records_every_setting():
    events = Run().when(CreateTournament("t", "kinoko-kombat", "swiss", {"rounds": 2}, 2, 5, 3))
    assert events == (TournamentCreated("t", "kinoko-kombat", "swiss", {"rounds": 2}, 2, 5, 3),)


@pytest.mark.parametrize(
    "command, message",
    [
        (CreateTournament("t", "k", "swiss", games_per_match=2), "odd"),
        (CreateTournament("t", "k", "swiss", games_per_match=0), "odd"),
        (CreateTournament("t", "k", "swiss", seats_per_game=3, games_per_match=3), "one game per round"),
        (CreateTournament("t", "k", "swiss", seats_per_game=1), "2 to 5 seats"),
        (CreateTournament("t", "k", "swiss", seats_per_game=6), "2 to 5 seats"),
        (CreateTournament("t", "k", "single-elimination", rounds=3), "bracket decides"),
        (CreateTournament("t", "k", "round-robin", rounds=0), "at least one round"),
        (CreateTournament("t", "", "round-robin"), "game kind"),
    ],
)
def test_settings_that_do_not_fit_together_are_refused(command, message):
    with pytest.raises(InvalidTournament, match=message):
        Run().when(command)


def test_a_tournament_is_created_once():
    run = given("swiss", [], start=False)
    with pytest.raises(WrongPhase, match="already exists"):
        run.when(CreateTournament("t", "k", "swiss"))


def test_nothing_but_creation_before_the_tournament_exists():
    with pytest.raises(WrongPhase, match="no such tournament"):
        Run().when(RegisterEntrant("a", "A"))


def test_an_entrant_registers_once():
    run = given("swiss", ["a"], start=False)
    assert run.when(RegisterEntrant("b", "B")) == (EntrantRegistered("b", "B"),)
    with pytest.raises(DuplicateEntrant):
        run.when(RegisterEntrant("a", "Again"))


def test_withdrawing_before_the_start_removes_the_entrant_and_its_seed():
    run = given("round-robin", ["a", "b", "c"], start=False)
    assert run.when(WithdrawEntrant("a")) == (EntrantWithdrawn("a", 0),)
    assert [e.entrant_id for e in run.state.entrants] == ["b", "c"]
    events = run.when(StartTournament())
    assert events[0] == TournamentStarted(("b", "c"), 1)
    assert events[1] == RoundPaired(1, (Match("r1-m1", ("b", "c")),))


def test_withdrawing_twice_or_an_unknown_entrant_is_refused():
    run = given("swiss", ["a", "b", "c"])
    run.when(WithdrawEntrant("c"))
    with pytest.raises(AlreadyWithdrawn):
        run.when(WithdrawEntrant("c"))
    with pytest.raises(UnknownEntrant):
        run.when(WithdrawEntrant("z"))


@pytest.mark.parametrize("seats, entrants", [(2, ["a"]), (3, ["a", "b"]), (5, ["a", "b", "c", "d"])])
def test_starting_needs_at_least_one_full_game(seats, entrants):
    run = given("swiss", entrants, seats=seats, start=False)
    with pytest.raises(NotEnoughEntrants):
        run.when(StartTournament())


def test_registration_closes_at_the_start():
    run = given("swiss", ["a", "b"])
    with pytest.raises(WrongPhase, match="closed"):
        run.when(RegisterEntrant("c", "C"))
    with pytest.raises(WrongPhase, match="already started"):
        run.when(StartTournament())


@pytest.mark.parametrize(
    "format, seats, entrants, rounds",
    [
        ("round-robin", 2, 6, 5),
        ("round-robin", 2, 7, 7),
        ("round-robin", 3, 9, 4),
        ("round-robin", 4, 5, 3),
        ("swiss", 2, 16, 4),
        ("swiss", 2, 17, 5),
        ("swiss", 4, 8, 3),
        ("single-elimination", 2, 5, 3),
        ("single-elimination", 2, 8, 3),
        ("single-elimination", 4, 9, 2),
        ("single-elimination", 3, 10, 3),
    ],
)
def test_default_rounds_per_format(format, seats, entrants, rounds):
    run = given(format, [f"e{i}" for i in range(entrants)], seats=seats)
    assert run.state.rounds == rounds


def test_the_organizer_may_choose_the_number_of_rounds():
    assert given("swiss", list("abcdef"), rounds=5).state.rounds == 5


def test_nothing_is_needed_before_the_start_or_after_the_end():
    run = given("swiss", ["a", "b"], start=False)
    assert TOURNAMENT.games_needed(run.state) == ()
    assert [s.entrant_id for s in TOURNAMENT.standings(run.state)] == ["a", "b"]
