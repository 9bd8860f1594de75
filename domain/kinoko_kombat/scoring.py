"""Team comparison and the end of the game.

Teams are ranked by tier (1 best), then by stars (cards plus a face-up Star
tile), then by seat: the seat farthest clockwise from the First Player wins.
Nothing else (ranks within a tier, colours) ever breaks a tie.
"""

from __future__ import annotations

from domain.kinoko_kombat.cards import stars_of
from domain.kinoko_kombat.combos import best_combination, tier_of
from domain.kinoko_kombat.events import TeamResult, TeamsCompared
from domain.kinoko_kombat.points import PointTable, points_for
from domain.kinoko_kombat.state import KinokoState


def team_cards(state: KinokoState, seat: int) -> tuple[str, ...]:
    """The seat's Leader, then every card it claimed, in claim order."""
    player = state.players[seat]
    cards = [player.leader] if player.leader else []
    for claim in player.claims:
        if claim.target == "recruit" and claim.owner is not None:
            cards.append((state.players[claim.owner].row or ())[claim.index])
        else:
            card = state.centers[claim.index].card
            if card:
                cards.append(card)
    return tuple(cards)


def team_stars(cards: tuple[str, ...], star_tile_up: bool) -> int:
    return sum(stars_of(card) for card in cards) + (1 if star_tile_up else 0)


def ranking_key(tier: int, stars: int, seat: int, first_player: int, seats: int) -> tuple[int, int, int]:
    """Sort key, best first: lower tier, more stars, farther clockwise from the First Player."""
    clockwise = (seat - first_player) % seats
    return tier, -stars, -clockwise


def rank_teams(
    teams: list[tuple[int, tuple[str, ...], bool]],
    first_player: int,
    seats: int,
    table: PointTable,
) -> tuple[TeamResult, ...]:
    """Evaluate and place ``(seat, cards, star_tile_up)`` teams; results in seat order."""
    scored = []
    for seat, cards, star_up in teams:
        combination = best_combination(cards)
        tier = tier_of(combination)
        stars = team_stars(cards, star_up)
        scored.append((ranking_key(tier, stars, seat, first_player, seats), seat, cards, combination, stars, star_up))
    scored.sort()
    results = [
        TeamResult(
            seat=seat,
            cards=cards,
            combination=combination,
            tier=key[0],
            stars=stars,
            star_tile_up=star_up,
            place=place,
            points=points_for(table, key[0], place, seats),
        )
        for place, (key, seat, cards, combination, stars, star_up) in enumerate(scored, start=1)
    ]
    return tuple(sorted(results, key=lambda result: result.seat))


def compare_teams(state: KinokoState) -> TeamsCompared:
    teams = [(seat, team_cards(state, seat), state.players[seat].star_tile_up) for seat in range(state.seats)]
    return TeamsCompared(
        round=state.round,
        first_player=state.first_player,
        teams=rank_teams(teams, state.first_player, state.seats, state.options.points),
    )


def final_winner(scores: tuple[int, ...], last_round: TeamsCompared) -> tuple[int, bool]:
    """Highest total; a shared top score goes to the best placed team of the final round."""
    top = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == top]
    if len(tied) == 1:
        return tied[0], False
    place = {team.seat: team.place for team in last_round.teams}
    return min(tied, key=lambda seat: place[seat]), True
