"""A Feed the Kitten bot that plays from its own hand and the public table.

What it knows: its hand, the top card, every seat's hand size and cans, and
the deck's make-up (five each of 10..90, two 0s, two 100s). Everything it
cannot see (other hands, the draw pile, the cards buried in the play pile) is
treated as one pool of unseen cards.

How it plays, in order:

1. **Win now.** A 100 on a 0 or a 90, or a playable last card.
2. **Never draw when a play exists.** A drawn card is one more to get rid of.
3. **Pick the play** by looking one round of the table ahead. For each
   playable card it follows the top card through the other seats' turns:
   each may play on it (with the chance that some unseen card in a hand of
   that size fits, and that it plays rather than draws), or win the round (a
   100 on a 0 or a 90, a fitting last card), which counts as lost. It scores

       WIN_NEXT x P(the top on our next turn lets us win: a 100 on a 0 or a
                   90, or our last card fits)
     + PLAY_NEXT x P(we can play on it at all)
     - LOSE x P(another seat wins the round before our turn)
     - FLEX x how many tops the card fits (keep the versatile ones)
     - KEEP_ZERO for spending a 0 (it fits anything, the ideal last card).

   So it leaves 0s and 90s on top only when it holds the 100 and the others
   are unlikely to answer (the trap), avoids them when a 100 may be out, and
   keeps the cards that fit the most.
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

#: The chance we give another seat of playing when it can (a random bot draws
#: now and then even with a play; a careful player never does).
OPPONENT_PLAYS = 0.75
WIN_NEXT = 30.0
PLAY_NEXT = 6.0
LOSE = 40.0
FLEX = 0.1
KEEP_ZERO = 2.0


def _p_holds_any(wanted: int, unseen: int, hand_size: int) -> float:
    """Chance that ``hand_size`` cards out of ``unseen`` include one of ``wanted``."""
    if wanted <= 0 or hand_size <= 0 or unseen <= 0:
        return 0.0
    if unseen - wanted < hand_size:
        return 1.0
    return 1.0 - comb(unseen - wanted, hand_size) / comb(unseen, hand_size)


class FeedTheKittenBot:
    name = "heuristic"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        plays = of_type(legal_commands, "play_card")
        if not plays:
            # draw_card, renew_hand or pass: only one of them is ever legal
            # without a play.
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
        weights = {v: max(0, unseen_counts[v]) for v in VALUES}
        unseen = max(sum(weights.values()), 1)
        rest = list(hand)
        rest.remove(card)

        # The top card when our turn comes back: each other seat in turn may
        # play on it (or win the round, which we count as lost).
        tops: dict[int, float] = {card: 1.0}
        lost = 0.0
        for step in range(1, count):
            size = seats[(me + step) % count]["hand_size"]
            after: dict[int, float] = {}
            for t, mass in tops.items():
                fitting = {v: w for v, w in weights.items() if w and may_play(v, t)}
                share = sum(fitting.values()) / unseen
                p_can = 1.0 - (1.0 - share) ** size if size else 0.0
                p_play = p_can * OPPONENT_PLAYS
                # A hundred on a 0 or a 90 wins for them whenever they hold one.
                if t in (ZERO, 90):
                    p_win = _p_holds_any(weights[HUNDRED], unseen, size)
                    lost += mass * p_win
                    mass *= 1.0 - p_win
                if size == 1:
                    lost += mass * p_play
                    p_play_on = 0.0
                else:
                    p_play_on = p_play
                after[t] = after.get(t, 0.0) + mass * (1.0 - p_play)
                total = sum(w for v, w in fitting.items() if v != HUNDRED) or 0
                if p_play_on and total:
                    for v, w in fitting.items():
                        if v != HUNDRED:
                            after[v] = after.get(v, 0.0) + mass * p_play_on * w / total
            tops = after

        win_next = 0.0
        play_next = 0.0
        for t, mass in tops.items():
            if (HUNDRED in rest and wins_round(HUNDRED, t)) or (len(rest) == 1 and may_play(rest[0], t)):
                win_next += mass
            elif any(may_play(other, t) for other in rest):
                play_next += mass

        score = WIN_NEXT * win_next + PLAY_NEXT * play_next - LOSE * lost
        # Flexibility of what we keep: dump the narrow cards, keep 0s and 100s.
        score -= FLEX * COVERAGE[card]
        if card == ZERO:
            score -= KEEP_ZERO
        return score
