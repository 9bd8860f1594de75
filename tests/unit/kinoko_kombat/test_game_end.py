"""Game end: as many rounds as players, highest total wins, final round breaks a tie."""

import msgspec
import pytest
from msgspec.structs import replace

from domain.core import GameNotRunning, Outcome
from domain.core.simulation import simulate
from domain.kinoko_kombat import GAME, ClaimRecruit
from domain.kinoko_kombat.events import GameEnded, RoundDealt, TeamsCompared
from domain.kinoko_kombat.scoring import final_winner

from . import scenario
from .helpers import when

pytestmark = pytest.mark.unit


def final_round(scores):
    """The rulebook scenario as the third and last round of a three-player game."""
    state = replace(scenario.prepared(round=3), scores=scores)
    return scenario.play_claims(state)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_game_lasts_as_many_rounds_as_players_and_the_first_player_passes_clockwise(seats):
    game = simulate(GAME, GAME.default_setup(seats), seed=seats)
    deals = [event for event in game.events if isinstance(event, RoundDealt)]
    assert [deal.first_player for deal in deals] == list(range(seats))
    assert len([event for event in game.events if isinstance(event, TeamsCompared)]) == seats
    assert game.finished and isinstance(game.events[-1], GameEnded)


def test_after_the_final_round_the_highest_total_wins():
    state, events = final_round((0, 0, 4))
    assert events[-1] == GameEnded(winner=2, scores=(3, 1, 4), tie_broken=False)
    assert GAME.is_terminal(state)
    assert GAME.outcome(state) == Outcome(winners=(2,), scores=(3, 1, 4), summary="seat 2 wins with 4 points")


def test_a_tied_total_goes_to_the_tied_player_with_the_best_final_round_combination():
    state, events = final_round((0, 2, 0))  # A: 0 + 3, B: 2 + 1
    assert events[-1] == GameEnded(winner=0, scores=(3, 3, 0), tie_broken=True)
    state, events = final_round((1, 0, 4))  # A: 1 + 3 = 4 ties C: 4 + 0
    assert events[-1].winner == 0


def test_ruling_the_final_round_tie_break_uses_the_full_placing_stars_and_seat_order_included():
    # B (two pair, 4 stars) and C (mini straight, 2 stars) share tier 5: B placed higher
    _, events = final_round((5, 3, 4))  # A 8, B 4, C 4 -> A wins outright
    assert events[-1].winner == 0
    compared = [event for event in events if isinstance(event, TeamsCompared)][0]
    assert final_winner((0, 4, 4), compared) == (1, True)


def test_nothing_may_be_done_once_the_game_has_ended():
    state, _ = final_round((0, 0, 0))
    assert GAME.pending_seats(state) == frozenset()
    assert all(GAME.legal_commands(state, seat) == [] for seat in range(3))
    with pytest.raises(GameNotRunning):
        when(state, 0, ClaimRecruit(owner=1, position=0, token="mushroom"))


def test_outcome_is_none_while_the_game_runs():
    assert GAME.outcome(scenario.prepared()) is None


def test_unclaimed_cards_stay_unseen_in_the_view_and_are_public_only_in_the_finished_history():
    # Ruling 13: unclaimed cards leave the game unseen; once the game has ended its whole
    # history is public, as for every Clowder game, and that history holds the deal.
    game = simulate(GAME, GAME.default_setup(3), seed=13)
    deal = [event for event in game.events if isinstance(event, RoundDealt)][-1]
    compared = [event for event in game.events if isinstance(event, TeamsCompared)][-1]
    dealt_cards = {card for hand in deal.hands for card in hand} | set(deal.neutral_centers)
    unclaimed = dealt_cards - {card for team in compared.teams for card in team.cards}
    assert game.finished and len(unclaimed) == 28 - 15
    for viewer in (0, 1, 2, None):
        view = GAME.view(game.state, viewer)
        table = [card.card for seat in view.seats if seat.seat != viewer for card in seat.row]
        table += [center.card for center in view.centers if viewer is None or center.owner != viewer]
        assert not unclaimed & set(table), "the table never turns them up"
        # While the game ran, the deal reached each viewer without the others' cards.
        seen = msgspec.json.encode(GAME.visible_event(deal, viewer)).decode()
        mine = set(deal.hands[viewer]) if viewer is not None else set()
        assert not any(f'"{card}"' in seen for card in unclaimed - mine)
    # The finished game's public history is the stored events: the deal, whole.
    assert unclaimed <= dealt_cards
