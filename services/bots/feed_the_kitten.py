"""A Feed the Kitten bot that plays from its own hand and the public table.

What it knows: its hand, the top card, every seat's hand size and cans, and
the deck's make-up (five each of 10..90, two 0s, two 100s). Everything it
cannot see (other hands, the draw pile, the cards buried in the play pile) is
treated as one pool of unseen cards.

How it plays, in order:

1. **Win now.** A 100 on a 0 or a 90, or a playable last card.
2. **Never draw when a play exists.** A drawn card is one more to get rid of.
3. **Pick the play** with the best score:
   * the danger that the next seat wins at once on the card left on top (a
     100 waiting for a 0 or a 90; a last card that fits) is avoided;
   * holding a 100, a 0 or a 90 is a **trap**: if the other seats cannot
     change the top card, the 100 wins on our next turn;
   * the card left on top should be hard to play on (the others draw);
   * the hand kept should stay flexible: we dump the cards that fit the
     fewest tops and keep 0s (they go on anything) and 100s (they win).
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

from domain.feed_the_kitten.cards import DECK_COUNTS, HUNDRED, ZERO, may_play, wins_round
from services.bots.base import Json, best_of, of_type, require_choices

VALUES: tuple[int, ...] = tuple(sorted(DECK_COUNTS))
#: How many deck cards each number may be played on: a measure of flexibility.
COVERAGE: dict[int, int] = {
    card: sum(count for top, count in DECK_COUNTS.items() if may_play(card, top)) for card in VALUES
}

WIN = 1000.0
DANGER = 60.0
TRAP = 40.0
BLOCK = 6.0
FLEX = 0.15


def _p_holds_any(wanted: int, unseen: int, hand_size: int) -> float:
    """Chance that ``hand_size`` cards out of ``unseen`` include one of ``wanted``."""
    if wanted <= 0 or hand_size <= 0 or unseen <= 0:
        return 0.0
    hand_size = min(hand_size, unseen)
    return 1.0 - comb(unseen - wanted, hand_size) / comb(unseen, hand_size) if unseen - wanted >= 0 else 1.0


class FeedTheKittenBot:
    name = "heuristic"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        plays = of_type(legal_commands, "play_card")
        if not plays:
            # draw_card, renew_hand or pass: whichever is legal (only one ever is,
            # apart from draw_card next to plays).
            return legal_commands[0]
        top = view["top_card"]
        hand: list[int] = list(view["hand"] or ())
        for play in plays:
            if top is not None and wins_round(play["card"], top):
                return play
        if len(hand) == 1:
            return plays[0]
        return best_of(plays, lambda play: self._score(view, hand, play["card"]), rng)

    def _score(self, view: Json, hand: list[int], card: int) -> float:
        me = view["viewer"]
        seats = view["seats"]
        count = len(seats)
        top = view["top_card"]
        unseen_counts = Counter(DECK_COUNTS)
        unseen_counts.subtract(Counter(hand))
        if top is not None:
            unseen_counts[top] -= 1
        unseen = max(sum(max(0, n) for n in unseen_counts.values()), 1)
        rest = list(hand)
        rest.remove(card)
        score = 0.0

        # Danger: the next seat wins on the card we leave on top.
        following = [seats[(me + step) % count]["hand_size"] for step in range(1, count)]
        next_size = following[0]
        hundreds_out = max(0, unseen_counts[HUNDRED])
        p_next_hundred = _p_holds_any(hundreds_out, unseen, next_size)
        danger = 0.0
        if card in (ZERO, 90):
            danger = p_next_hundred
        if next_size == 1:
            fits = sum(max(0, unseen_counts[v]) for v in VALUES if may_play(v, card)) / unseen
            danger = max(danger, fits)
        score -= DANGER * danger

        # How likely each other seat is to be unable to play on this card.
        playable_share = sum(max(0, unseen_counts[v]) for v in VALUES if may_play(v, card)) / unseen
        p_stuck = [(1.0 - playable_share) ** size for size in following]
        score += BLOCK * p_stuck[0]

        # The trap: keep a 100 and leave a 0 or a 90 nobody can answer.
        if card in (ZERO, 90) and HUNDRED in rest:
            survive = 1.0
            for p in p_stuck:
                survive *= p
            score += TRAP * survive * (1.0 - p_next_hundred)

        # Flexibility of what we keep: dump the narrow cards, keep 0s and 100s.
        score -= FLEX * COVERAGE[card]
        if card == ZERO:
            score -= 3.0
        # Our next play: a kept card that fits the card we leave on top.
        if any(may_play(other, card) for other in rest):
            score += 1.0
        return score
