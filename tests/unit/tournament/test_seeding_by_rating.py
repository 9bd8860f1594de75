"""Seeding by rating: the best rated is seed 1, so Swiss pairs and breaks ties by rating, and a replay needs no rating."""

from __future__ import annotations

import msgspec
import pytest

from domain.tournament import (
    TOURNAMENT,
    CreateTournament,
    InvalidTournament,
    RegisterEntrant,
    StartTournament,
    TournamentCreated,
    TournamentStarted,
)
from domain.tournament.state import seeds

from .helpers import Run, draw

pytestmark = pytest.mark.unit

RATINGS = {"a": 1.0, "b": 12.5, "c": -3.0, "d": 30.0, "e": 12.5}


def registered(seeding: str, entrants: str = "abcde", format: str = "swiss") -> Run:
    run = Run()
    run.when(CreateTournament("t", "test-game", format, seeding=seeding))  # type: ignore[arg-type]
    for entrant in entrants:
        run.when(RegisterEntrant(entrant, entrant.upper()))
    return run


def test_by_default_the_first_registered_is_seed_one_whatever_the_ratings() -> None:
    run = registered("registration")
    (started, *_) = run.when(StartTournament(ratings=RATINGS))
    assert isinstance(started, TournamentStarted) and started.entrants == tuple("abcde")


def test_seeded_by_rating_the_best_rated_is_seed_one_and_equal_ratings_keep_registration_order() -> None:
    run = registered("rating")
    (started, *_) = run.when(StartTournament(ratings=RATINGS))
    assert isinstance(started, TournamentStarted) and started.entrants == ("d", "b", "e", "a", "c")
    assert seeds(run.state) == {"d": 0, "b": 1, "e": 2, "a": 3, "c": 4}


def test_an_entrant_never_rated_counts_as_a_newcomer() -> None:
    run = registered("rating", "abc")
    (started, *_) = run.when(StartTournament(ratings={"a": -2.0, "c": 4.0}))
    assert isinstance(started, TournamentStarted) and started.entrants == ("c", "b", "a")


def test_swiss_round_one_pairs_the_top_half_by_rating_against_the_bottom_half() -> None:
    run = registered("rating", "abcd")
    run.when(StartTournament(ratings={"a": 1.0, "b": 2.0, "c": 3.0, "d": 4.0}))
    assert run.pairings(1) == [("d", "b"), ("c", "a")]


def test_entrants_level_on_every_tie_break_are_ranked_by_rating() -> None:
    run = registered("rating", "ab", format="round-robin")
    run.when(StartTournament(ratings={"a": 1.0, "b": 2.0}))
    run.play_out(lambda request: draw())
    assert [row.entrant_id for row in TOURNAMENT.standings(run.state)] == ["b", "a"]


def test_a_replay_of_the_events_needs_no_rating() -> None:
    run = registered("rating")
    run.when(StartTournament(ratings=RATINGS))
    replayed = TOURNAMENT.fold(TOURNAMENT.initial_state(), run.events)
    assert replayed == run.state and [e.entrant_id for e in replayed.entrants] == ["d", "b", "e", "a", "c"]


def test_a_tournament_created_before_seeding_existed_is_seeded_by_registration() -> None:
    old = b'{"type":"tournament_created","tournament_id":"t","kind":"k","format":"swiss","game_options":{},'
    old += b'"seats_per_game":2,"rounds":null,"games_per_match":1}'
    created = msgspec.json.decode(old, type=TournamentCreated)
    assert created.seeding == "registration"
    state = TOURNAMENT.fold(TOURNAMENT.initial_state(), [created])
    assert state.settings is not None and state.settings.seeding == "registration"


def test_an_unknown_seeding_is_refused() -> None:
    with pytest.raises(InvalidTournament, match="seeding"):
        registered("alphabetical")
