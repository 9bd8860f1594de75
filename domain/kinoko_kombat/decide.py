"""Commands to events. Messages never name a card the acting seat may not see."""

from __future__ import annotations

from domain.core import GameNotRunning, IllegalCommand, NotYourTurn, RandomSource
from domain.kinoko_kombat import rules
from domain.kinoko_kombat.commands import (
    ArrangeRow,
    ChooseCenter,
    ChooseLeader,
    ClaimCenter,
    ClaimRecruit,
    Command,
    Token,
)
from domain.kinoko_kombat.deal import deal_round
from domain.kinoko_kombat.events import (
    CenterChosen,
    CenterClaimed,
    Event,
    GameEnded,
    LeaderChosen,
    RecruitClaimed,
    RowArranged,
    SelectionBegan,
    StarTileFlipped,
)
from domain.kinoko_kombat.evolve import evolve
from domain.kinoko_kombat.scoring import compare_teams, final_winner
from domain.kinoko_kombat.state import TOKENS_PER_SEAT, KinokoState, current_seat, rounds_in_game, turn_number

STEP_HINT = {
    "choose_center": "choose your Center card first",
    "choose_leader": "choose your Leader card first",
    "arrange_row": "arrange your row first",
}


def start(state: KinokoState, random: RandomSource) -> list[Event]:
    if state.phase != "setup":
        raise GameNotRunning("The game has already started.")
    return [deal_round(state.seats, 1, 0, random, state.options.deal)]


def decide(state: KinokoState, seat: int, command: Command, random: RandomSource) -> list[Event]:
    if state.phase == "setup":
        raise GameNotRunning("The game has not started yet.")
    if state.phase == "finished":
        raise GameNotRunning("The game is over.")
    if seat not in rules.pending_seats(state):
        if state.phase == "preparation":
            raise NotYourTurn("You have finished preparing; wait for the other players.")
        raise NotYourTurn(f"It is seat {current_seat(state)}'s turn.")
    match command:
        case ChooseCenter() | ChooseLeader() | ArrangeRow():
            return _prepare(state, seat, command)
        case ClaimRecruit() | ClaimCenter():
            return _claim(state, seat, command, random)
    raise IllegalCommand("Unknown command.")


def _prepare(state: KinokoState, seat: int, command: Command) -> list[Event]:
    if state.phase != "preparation":
        raise IllegalCommand("Preparation is over: claim a card.")
    step = rules.preparation_step(state, seat)
    hand = state.players[seat].hand
    match command:
        case ChooseCenter(card=card):
            if state.seats == 2:
                raise IllegalCommand("There are no personal Center cards with two players.")
            if step != "choose_center":
                raise IllegalCommand("You have already chosen your Center card.")
            if card not in hand:
                raise IllegalCommand("That card is not in your hand.")
            return [CenterChosen(seat=seat, card=card)]
        case ChooseLeader(card=card):
            if step != "choose_leader":
                raise IllegalCommand(
                    f"You may not choose a Leader now: {STEP_HINT[step]}."
                    if step == "choose_center"
                    else "You have already chosen your Leader card."
                )
            if card not in hand:
                raise IllegalCommand("That card is not in your hand.")
            return [LeaderChosen(seat=seat, card=card)]
        case ArrangeRow(row=row):
            if step != "arrange_row":
                raise IllegalCommand(f"You may not arrange your row yet: {STEP_HINT[step or 'arrange_row']}.")
            if len(row) != len(hand) or set(row) != set(hand):
                raise IllegalCommand("Your row must hold exactly the cards left in your hand, each once.")
            if not rules.is_ascending(row):
                raise IllegalCommand("Your row must be in ascending rank order, lowest on the left.")
            events: list[Event] = [RowArranged(seat=seat, row=tuple(row))]
            if rules.pending_seats(state) == {seat}:
                events.append(SelectionBegan(round=state.round, first_player=state.first_player))
            return events
    raise IllegalCommand("Unknown command.")


def _check_token(state: KinokoState, seat: int, token: Token) -> None:
    if token not in rules.tokens_available(state, seat):
        name = "Mushroom token" if token == "mushroom" else "Spotted Mushroom token"
        raise IllegalCommand(f"You have no {name} left.")


def _claim(state: KinokoState, seat: int, command: Command, random: RandomSource) -> list[Event]:
    if state.phase != "selection":
        raise IllegalCommand("Cards are claimed once every player has prepared.")
    events: list[Event]
    match command:
        case ClaimRecruit(owner=owner, position=position, token=token):
            _check_token(state, seat, token)
            _check_recruit(state, seat, owner, position)
            row = state.players[owner].row or ()
            card = row[position] if token == "mushroom" else None
            events = [RecruitClaimed(seat=seat, owner=owner, position=position, token=token, card=card)]
        case ClaimCenter(slot=slot, token=token):
            _check_token(state, seat, token)
            _check_center(state, seat, slot)
            card = state.centers[slot].card if token == "mushroom" else None
            events = [CenterClaimed(seat=seat, slot=slot, token=token, card=card)]
        case _:
            raise IllegalCommand("Unknown command.")
    if token == "spotted" and turn_number(state) == TOKENS_PER_SEAT:
        events.append(StarTileFlipped(seat=seat))
    return events + _after_claim(state, events, random)


def _check_recruit(state: KinokoState, seat: int, owner: int, position: int) -> None:
    if not 0 <= owner < state.seats:
        raise IllegalCommand(f"There is no seat {owner}.")
    if owner == seat:
        raise IllegalCommand("You may not claim your own Recruit cards.")
    row = state.players[owner].row or ()
    if not 0 <= position < len(row):
        raise IllegalCommand(f"Seat {owner}'s row has positions 0 to {len(row) - 1}.")
    claimed = rules.claimed_recruits(state)
    if (owner, position) in claimed:
        raise IllegalCommand("That card already carries a token.")
    if rules.is_locked(state, owner, position, claimed):
        raise IllegalCommand("That card is locked: the card facing it has been claimed.")


def _check_center(state: KinokoState, seat: int, slot: int) -> None:
    if not 0 <= slot < len(state.centers):
        raise IllegalCommand(f"There is no Center slot {slot}.")
    if not rules.may_take_center(state, seat):
        raise IllegalCommand("You may take a Center card only on your fourth turn.")
    if slot in rules.claimed_centers(state):
        raise IllegalCommand("That Center card already carries a token.")


def _after_claim(state: KinokoState, claimed: list[Event], random: RandomSource) -> list[Event]:
    """After the last claim of a round: compare teams, then deal again or end."""
    for event in claimed:
        state = evolve(state, event)
    if state.turn < TOKENS_PER_SEAT * state.seats:
        return []
    comparison = compare_teams(state)
    state = evolve(state, comparison)
    if state.round < rounds_in_game(state.seats):
        next_first = (state.first_player + 1) % state.seats
        return [comparison, deal_round(state.seats, state.round + 1, next_first, random, state.options.deal)]
    winner, tie_broken = final_winner(state.scores, comparison)
    return [comparison, GameEnded(winner=winner, scores=state.scores, tie_broken=tie_broken)]
