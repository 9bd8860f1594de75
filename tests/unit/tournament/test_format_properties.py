"""Each format's promises, checked over many seeded random tournaments without withdrawals."""

import random
from collections import Counter

import msgspec
import pytest

from domain.tournament import TOURNAMENT, AlreadyRecorded, Command, CreateTournament, RecordGameResult

from .helpers import Run, given

pytestmark = pytest.mark.unit


def random_play(seed: int):
    rng = random.Random(seed)

    def decide(request):
        scores = tuple(rng.randrange(4) for _ in request.entrants)
        winners = tuple(s for s, score in enumerate(scores) if score == max(scores) and rng.random() < 0.7)
        return scores, winners

    return decide


def played(format, count, seats=2, best_of=1, seed=0, rounds=None) -> Run:
    run = given(format, [f"e{i:02}" for i in range(count)], seats=seats, games_per_match=best_of, rounds=rounds)
    play = random_play(seed)
    while not TOURNAMENT.is_finished(run.state):
        needed = run.needed()
        busy = [e for request in needed for e in request.entrants]
        assert len(busy) == len(set(busy)), "nobody is asked to play two games at once"
        run.record(needed[0], play(needed[0]))
    return run


def meetings(run: Run) -> Counter:
    return Counter(
        frozenset((a, b)) for m in run.state.matches for i, a in enumerate(m.entrants) for b in m.entrants[i + 1 :]
    )


def byes(run: Run) -> list[int]:
    return [s.byes for s in TOURNAMENT.standings(run.state)]


@pytest.mark.parametrize("count", range(2, 13))
def test_round_robin_everyone_meets_everyone_exactly_once(count):
    run = played("round-robin", count, best_of=3, seed=count)
    assert sorted(meetings(run).values()) == [1] * (count * (count - 1) // 2)
    assert byes(run) == [count % 2] * count


@pytest.mark.parametrize("count", range(2, 25))
def test_swiss_never_rematches_within_the_default_rounds_and_spreads_byes(count):
    for seed in range(3):
        run = played("swiss", count, seed=seed)
        assert max(meetings(run).values()) == 1
        assert max(byes(run)) - min(byes(run)) <= 1


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("count", [5, 8, 11, 16])
def test_swiss_at_tables_spreads_byes(seats, count):
    run = played("swiss", count, seats=seats, seed=count)
    assert max(byes(run)) - min(byes(run)) <= 1


@pytest.mark.parametrize("count", range(2, 18))
def test_elimination_everyone_but_the_champion_goes_out_exactly_once(count):
    run = played("single-elimination", count, best_of=3, seed=count)
    out = Counter(e for m in run.state.matches for e in m.entrants if e not in m.advancing)
    champion = TOURNAMENT.standings(run.state)[0].entrant_id
    assert champion not in out and set(out.values()) == {1} and len(out) == count - 1
    assert run.state.round == (count - 1).bit_length()


@pytest.mark.parametrize("seats, count", [(s, c) for s in (3, 4, 5) for c in range(s, 20)])
def test_elimination_at_tables_ends_with_one_full_final_table(seats, count):
    run = played("single-elimination", count, seats=seats, seed=count)
    final = [m for m in run.state.matches if m.round == run.state.round]
    assert len(final) == 1 and len(final[0].entrants) == seats
    assert TOURNAMENT.standings(run.state)[0].entrant_id == final[0].advancing[0]
    assert run.state.round == run.state.rounds


@pytest.mark.parametrize("format", ["round-robin", "swiss", "single-elimination"])
def test_every_recorded_game_sent_again_is_already_recorded_and_changes_nothing(format):
    run = played(format, 7, best_of=3, seed=7)
    for match in run.state.matches:
        for game in match.games:
            with pytest.raises(AlreadyRecorded):
                TOURNAMENT.decide(run.state, RecordGameResult(match.match_id, game.game_number, "again", (0, 0), ()))


def test_commands_decode_from_client_json_by_tag_and_refuse_unknown_fields():
    body = b'{"type": "create_tournament", "tournament_id": "t", "kind": "k", "format": "swiss"}'
    assert msgspec.json.decode(body, type=Command) == CreateTournament("t", "k", "swiss")
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(body[:-1] + b', "colour": "red"}', type=Command)
