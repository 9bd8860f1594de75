"""Pure questions about a state: whose move, which step, which cards may be claimed.

:func:`legal_commands` and :mod:`.decide` share these helpers, so the list
of legal commands is exactly what decide accepts.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby, pairwise, permutations, product
from typing import Literal

from domain.kinoko_kombat.cards import rank_of, sort_key
from domain.kinoko_kombat.commands import (
    ArrangeRow,
    ChooseCenter,
    ChooseLeader,
    ClaimCenter,
    ClaimRecruit,
    Command,
    Token,
)
from domain.kinoko_kombat.state import (
    TOKENS_PER_SEAT,
    KinokoState,
    current_seat,
    mushrooms_left,
    own_center,
    spotted_left,
    turn_number,
)

Step = Literal["choose_center", "choose_leader", "arrange_row"]
#: The turn on which a seat may take a Center card (any turn with two players).
CENTER_TURN = 4


def preparation_step(state: KinokoState, seat: int) -> Step | None:
    """The next secret preparation step ``seat`` owes, or ``None``."""
    if state.phase != "preparation":
        return None
    player = state.players[seat]
    if state.seats > 2 and own_center(state, seat) is None:
        return "choose_center"
    if player.leader is None:
        return "choose_leader"
    if player.row is None:
        return "arrange_row"
    return None


def pending_seats(state: KinokoState) -> frozenset[int]:
    if state.phase == "preparation":
        return frozenset(s for s in range(state.seats) if preparation_step(state, s) is not None)
    if state.phase == "selection":
        return frozenset((current_seat(state),))
    return frozenset()


def is_ascending(row: Iterable[str]) -> bool:
    ranks = [rank_of(card) for card in row]
    return all(a <= b for a, b in pairwise(ranks))


def ascending_rows(cards: Iterable[str]) -> list[tuple[str, ...]]:
    """Every ascending arrangement: each group of equal ranks in any order."""
    ordered = sorted(cards, key=sort_key)
    groups = [list(group) for _, group in groupby(ordered, key=rank_of)]
    choices = [list(permutations(group)) for group in groups]
    return [tuple(card for part in combo for card in part) for combo in product(*choices)]


def claimed_recruits(state: KinokoState) -> dict[tuple[int, int], int]:
    """(owner, position) -> the seat whose token is on it."""
    return {
        (claim.owner, claim.index): seat
        for seat, player in enumerate(state.players)
        for claim in player.claims
        if claim.target == "recruit" and claim.owner is not None
    }


def claimed_centers(state: KinokoState) -> dict[int, int]:
    """Center slot -> the seat whose token is on it."""
    return {
        claim.index: seat
        for seat, player in enumerate(state.players)
        for claim in player.claims
        if claim.target == "center"
    }


def facing_position(state: KinokoState, owner: int, position: int) -> int:
    """Two players: the position of the other row's card paired with this one.

    Both rows are equally long (seven cards), so the pairing is known from
    the owner's own row, also before the other player has laid theirs out.
    """
    if state.options.two_player_pairing == "aligned":
        return position
    return len(state.players[owner].row or ()) - 1 - position


def is_locked(state: KinokoState, owner: int, position: int, claimed: dict[tuple[int, int], int]) -> bool:
    """Two players: a card is locked once the card facing it carries a token."""
    if state.seats != 2:
        return False
    return (1 - owner, facing_position(state, owner, position)) in claimed


def claimable_recruits(state: KinokoState, seat: int) -> list[tuple[int, int]]:
    """Another seat's row cards without a token (and not locked)."""
    claimed = claimed_recruits(state)
    return [
        (owner, position)
        for owner in range(state.seats)
        if owner != seat
        for position in range(len(state.players[owner].row or ()))
        if (owner, position) not in claimed and not is_locked(state, owner, position, claimed)
    ]


def may_take_center(state: KinokoState, seat: int) -> bool:
    """Fourth turn, or any turn with two players, or (never with the rulebook's
    card counts, kept as a safety net) when no Recruit card is left to claim."""
    return state.seats == 2 or turn_number(state) == CENTER_TURN or not claimable_recruits(state, seat)


def claimable_centers(state: KinokoState, seat: int) -> list[int]:
    if not may_take_center(state, seat):
        return []
    claimed = claimed_centers(state)
    return [slot for slot, center in enumerate(state.centers) if slot not in claimed and center.card]


def tokens_available(state: KinokoState, seat: int) -> list[Token]:
    player = state.players[seat]
    if len(player.claims) >= TOKENS_PER_SEAT:
        return []
    tokens: list[Token] = []
    if mushrooms_left(player) > 0:
        tokens.append("mushroom")
    if spotted_left(player):
        tokens.append("spotted")
    return tokens


def legal_commands(state: KinokoState, seat: int) -> list[Command]:
    if seat not in pending_seats(state):
        return []
    player = state.players[seat]
    if state.phase == "preparation":
        step = preparation_step(state, seat)
        cards = sorted(player.hand, key=sort_key)
        if step == "choose_center":
            return [ChooseCenter(card=card) for card in cards]
        if step == "choose_leader":
            return [ChooseLeader(card=card) for card in cards]
        return [ArrangeRow(row=row) for row in ascending_rows(cards)]
    tokens = tokens_available(state, seat)
    commands: list[Command] = [
        ClaimRecruit(owner=owner, position=position, token=token)
        for owner, position in claimable_recruits(state, seat)
        for token in tokens
    ]
    commands.extend(ClaimCenter(slot=slot, token=token) for slot in claimable_centers(state, seat) for token in tokens)
    return commands
