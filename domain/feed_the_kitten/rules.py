"""What the seat to act may do now: derived from the state, shared by
``decide`` (to accept or reject) and ``legal_commands`` (to list)."""

from __future__ import annotations

from domain.feed_the_kitten.cards import HAND_LIMIT, may_play
from domain.feed_the_kitten.commands import Command, DrawCard, Pass, PlayCard, RenewHand
from domain.feed_the_kitten.state import FeedTheKittenState


def playable_cards(state: FeedTheKittenState, seat: int) -> tuple[int, ...]:
    """The distinct numbers in ``seat``'s hand that may go on the top card."""
    top = state.top_card
    if top is None:
        return ()
    return tuple(sorted({card for card in state.hands[seat] if may_play(card, top)}))


def at_hand_limit(state: FeedTheKittenState, seat: int) -> bool:
    return len(state.hands[seat]) >= HAND_LIMIT


def cards_to_draw(state: FeedTheKittenState) -> bool:
    """A card can be drawn: from the draw pile, or after reshuffling the play pile."""
    return bool(state.draw_pile) or len(state.play_pile) > 1


def must_renew(state: FeedTheKittenState, seat: int) -> bool:
    """Nine cards and nothing to play: the hand must be discarded for five new."""
    return at_hand_limit(state, seat) and not playable_cards(state, seat)


def must_play_after_renewal(state: FeedTheKittenState, seat: int) -> bool:
    """Just renewed, and a card of the five new ones can be played: play it."""
    return state.renewed and state.options.draw_after_renewal == "only_if_stuck" and bool(playable_cards(state, seat))


def may_draw(state: FeedTheKittenState, seat: int) -> bool:
    return not at_hand_limit(state, seat) and cards_to_draw(state) and not must_play_after_renewal(state, seat)


def may_pass(state: FeedTheKittenState, seat: int) -> bool:
    """Neither a play, nor a draw, nor a renewal is possible.

    Unreachable with the real deck (see the rules document), kept so that no
    table can ever leave the seat to act without a legal command.
    """
    return not playable_cards(state, seat) and not at_hand_limit(state, seat) and not cards_to_draw(state)


def legal_commands(state: FeedTheKittenState, seat: int) -> tuple[Command, ...]:
    if state.phase != "playing" or seat != state.turn:
        return ()
    if must_renew(state, seat):
        return (RenewHand(),)
    commands: list[Command] = [PlayCard(card) for card in playable_cards(state, seat)]
    if may_draw(state, seat):
        commands.append(DrawCard())
    if may_pass(state, seat):
        commands.append(Pass())
    return tuple(commands)


def pending_seats(state: FeedTheKittenState) -> frozenset[int]:
    """The seat whose turn it is, while a round is played."""
    return frozenset((state.turn,)) if state.phase == "playing" else frozenset()


def default_command(state: FeedTheKittenState, seat: int) -> Command | None:
    """Out of time: draw if you may (the move that never plays a card for you)."""
    legal = legal_commands(state, seat)
    return next((command for command in legal if isinstance(command, DrawCard)), legal[0] if legal else None)
