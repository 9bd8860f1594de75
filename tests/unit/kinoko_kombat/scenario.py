"""The rulebook's comparison example played as a whole three-player round.

Player A (seat 0) ends with a full house, B (seat 1) with two pair and four
stars, C (seat 2) with a mini straight and two stars (its Star tile flipped
by a Spotted Mushroom on its fourth turn).
"""

from __future__ import annotations

from domain.kinoko_kombat import ClaimRecruit, KinokoOptions, KinokoState

from .helpers import dealt, play, prepare

HANDS = {
    0: ("red-3", "green-2", "red-5", "yellow-5", "yellow-6", "red-6", "red-7", "green-4", "green-6"),
    1: ("red-2", "green-3", "yellow-3", "yellow-7", "purple-1", "green-7", "yellow-1", "yellow-2", "purple-2"),
    2: ("yellow-4", "red-1", "green-1", "green-5", "red-4", "purple-3", "purple-4", "purple-5", "purple-6"),
}
CENTERS = {0: "red-6", 1: "green-7", 2: "purple-3"}
LEADERS = {0: "red-3", 1: "red-2", 2: "yellow-4"}
#: (seat, card, token) in turn order: A, B, C, four times.
CLAIMS = [
    (0, "green-3", "spotted"),
    (1, "green-2", "spotted"),
    (2, "yellow-5", "mushroom"),
    (0, "yellow-3", "mushroom"),
    (1, "red-5", "mushroom"),
    (2, "yellow-6", "mushroom"),
    (0, "red-1", "mushroom"),
    (1, "green-5", "mushroom"),
    (2, "yellow-7", "mushroom"),
    (0, "green-1", "mushroom"),
    (1, "red-4", "mushroom"),
    (2, "purple-1", "spotted"),
]
TEAMS = {
    0: ("red-3", "green-3", "yellow-3", "red-1", "green-1"),
    1: ("red-2", "green-2", "red-5", "green-5", "red-4"),
    2: ("yellow-4", "yellow-5", "yellow-6", "yellow-7", "purple-1"),
}


def prepared(round: int = 1, options: KinokoOptions | None = None) -> KinokoState:
    state = dealt(3, HANDS, options=options, round=round)
    return prepare(state, {seat: (CENTERS[seat], LEADERS[seat], None) for seat in range(3)})


def claim_of(state: KinokoState, card: str, token: str) -> ClaimRecruit:
    for owner, player in enumerate(state.players):
        if player.row and card in player.row:
            return ClaimRecruit(owner=owner, position=player.row.index(card), token=token)
    raise AssertionError(f"{card} is in no row")


def play_claims(state: KinokoState, claims=CLAIMS):
    moves = [(seat, claim_of(state, card, token)) for seat, card, token in claims]
    return play(state, *moves)
