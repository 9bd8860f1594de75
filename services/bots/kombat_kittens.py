"""A Kombat Kittens bot that battles when its best three cards are strong.

What it knows: its hand, every face-up card (Recruits, the Litter Box,
captured treasure, revealed battle cards), hand sizes and the deck list. The
cards it has not seen (other hands and the draw pile) form one pool; an
opponent's hand is estimated as that many cards drawn from the pool, played
as well as they could be (a cautious estimate against any opponent).

How it plays:

* **Its turn.** Battle the opponent it most likely beats when its best
  three-card hand wins clearly more often than it loses (estimated by
  sampling the opponent's hand); otherwise recruit when a Recruit improves
  its best hand, otherwise draw (a bigger hand is a better best three), and
  with a full hand of seven battle anyway or swap its weakest card. Never
  recruits on two turns running when it may draw or battle, so that two of
  them always run the deck out, whatever the table's recruit rule.
* **Help.** Asks for help when it expects to win (a helper's card can only
  raise its side's best three of four, and a helper battle takes two cards);
  agrees to help the side that is behind on score; as a helper plays the card
  that makes its side's hand win, or its least useful card when nothing can.
* **Cards.** Commits the cards of its best hand, highest first; forfeits when
  the revealed cards leave it little chance (in a Dogfight sooner, since a
  forfeit costs nothing there and draws an extra card; it then opens with its
  least useful card).
* **Treasure.** Takes the option worth the most to it: card values, progress
  towards four of a suit (+10), and a card taken from the loser's treasure
  counts twice in a race against that player. Keeps both cards of a helper
  battle.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations

from domain.kombat_kittens.cards import HAND_LIMIT, KITTENS, SUIT_BONUS, SUIT_BONUS_CARDS
from domain.kombat_kittens.hands import rank_key
from services.bots.base import Json, best_of, of_type, require_choices

SAMPLES = 160
#: Battle when P(win) - P(lose) is at least this.
BATTLE_MARGIN = 0.15
#: With seven cards (no draw possible) battle from this margin on.
FULL_HAND_MARGIN = -0.1
#: Ask for help from this chance of winning on.
ASK_HELP_FROM = 0.35
#: Forfeit a battle below this chance of winning (ties count half).
FORFEIT_BATTLE_BELOW = 0.12
#: Forfeit a Dogfight below this chance of winning.
FORFEIT_DOGFIGHT_BELOW = 0.35

Card = dict  # {"id", "rank", "suit", "value", "dog"}
Key = tuple[int, ...]


@lru_cache(maxsize=200_000)
def best_key(ranks: tuple[int, ...], nine_follows_seven: bool) -> Key:
    """The comparison key of the best three-card hand in ``ranks`` (sorted), ``()`` if fewer than 3."""
    if len(ranks) < 3:
        return ()
    return max(rank_key(trio, nine_follows_seven) for trio in combinations(ranks, 3))


def _ranks(cards: list[Card]) -> tuple[int, ...]:
    return tuple(sorted(card["rank"] for card in cards if card.get("rank") is not None))


class _Table:
    """What the seat sees, and the pool of Kitten cards it has not seen."""

    def __init__(self, view: Json) -> None:
        self.view = view
        self.me: int = view["viewer"]
        self.nine: bool = view["nine_follows_seven"]
        self.hand: list[Card] = list(view["your_hand"] or ())
        self.fight: Json | None = view["fight"]
        seen: set[str] = {card["id"] for card in self.hand}
        for zone in ("recruits", "litter_box"):
            seen.update(card["id"] for card in view[zone])
        for seat in view["seats"]:
            seen.update(card["id"] for card in seat["treasure"])
        if self.fight:
            for side in self.fight["sides"]:
                seen.update(card["id"] for card in side["played"])
                if side["helper_card"]:
                    seen.add(side["helper_card"]["id"])
            if self.fight["your_committed_card"]:
                seen.add(self.fight["your_committed_card"]["id"])
        self.pool: list[int] = [card.rank for card in KITTENS if card.id not in seen]  # type: ignore[misc]

    def hand_size(self, seat: int) -> int:
        return self.view["seats"][seat]["hand_size"]

    def score(self, seat: int) -> int:
        info = self.view["seats"][seat]
        return info["treasure_score"] + info["suit_bonus"]

    def key(self, ranks: tuple[int, ...]) -> Key:
        return best_key(tuple(sorted(ranks)), self.nine)

    def sampled_key(self, rng: random.Random, known: tuple[int, ...], unknown: int, choose_from: int) -> Key:
        """The best hand of ``known`` plus the best ``unknown`` of ``choose_from`` pool cards.

        The opponent model: ``choose_from`` unseen cards in hand, the best
        completion of what it already revealed.
        """
        choose_from = min(choose_from, len(self.pool))
        drawn = tuple(rng.sample(self.pool, choose_from)) if choose_from else ()
        if unknown <= 0 or not drawn:
            return self.key(known) if len(known) >= 3 else ()
        need = 3 - len(known)
        if need <= 0:
            return self.key(known)
        if len(drawn) < need:
            return self.key(known + drawn) if len(known) + len(drawn) >= 3 else ()
        return best_completion(known, drawn, self.nine)

    def chances(
        self,
        rng: random.Random,
        mine: Key,
        rivals: list[tuple[tuple[int, ...], int]],
        samples: int = SAMPLES,
    ) -> tuple[float, float]:
        """(P(win), P(tie)) of the hand ``mine`` against each rival's (revealed ranks, cards in hand)."""
        wins = ties = 0
        for _ in range(samples):
            best_other: Key = ()
            for known, in_hand in rivals:
                other = self.sampled_key(rng, known, 3 - len(known), in_hand)
                if other > best_other:
                    best_other = other
            if mine > best_other:
                wins += 1
            elif mine == best_other:
                ties += 1
        return wins / samples, ties / samples


def best_completion(known: tuple[int, ...], extra: tuple[int, ...], nine: bool) -> Key:
    """Best hand of ``known`` (fewer than 3 cards) completed from ``extra``."""
    need = 3 - len(known)
    return max(best_key(tuple(sorted(known + more)), nine) for more in combinations(extra, need))


class KombatKittensBot:
    name = "heuristic"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        if len(legal_commands) == 1:
            return legal_commands[0]
        table = _Table(view)
        fight = table.fight
        if fight is None:
            return self._turn(table, legal_commands, rng)
        stage = fight["stage"]
        if stage == "ask":
            return self._ask(table, legal_commands, rng)
        if stage == "answer":
            return self._answer(table, legal_commands)
        if stage == "cards":
            return self._cards(table, legal_commands, rng)
        if stage == "helpers":
            return self._help_card(table, legal_commands)
        if stage == "treasure":
            return self._treasure(table, legal_commands, rng)
        if stage == "reward":
            return of_type(legal_commands, "keep_treasure")[0]
        return legal_commands[0]

    # -- a turn --------------------------------------------------------------

    def _turn(self, table: _Table, legal: list[Json], rng: random.Random) -> Json:
        seat = table.view["seats"][table.me]
        if seat.get("recruited_last_turn") and of_type(legal, "draw_card", "battle"):
            # Never two recruits running when it may draw or battle: two bots that only trade
            # Recruit cards would never run the deck out (the rulebook sets no limit).
            legal = [command for command in legal if command["type"] != "recruit"]
        mine = table.key(_ranks(table.hand))
        battles = of_type(legal, "battle")
        best_battle: tuple[float, Json] | None = None
        for battle in battles:
            opponent = battle["opponent"]
            win, tie = table.chances(rng, mine, [((), table.hand_size(opponent))])
            margin = win - (1.0 - win - tie)
            # Hitting the leader is worth a little more.
            margin += 0.01 * (table.score(opponent) - table.score(table.me)) / 5
            if best_battle is None or margin > best_battle[0]:
                best_battle = (margin, battle)
        if best_battle is not None and best_battle[0] >= BATTLE_MARGIN:
            return best_battle[1]

        recruit = self._best_recruit(table, legal, mine)
        if recruit is not None:
            return recruit
        draws = of_type(legal, "draw_card")
        if draws and len(table.hand) < HAND_LIMIT:
            return draws[0]
        if best_battle is not None and best_battle[0] >= FULL_HAND_MARGIN:
            return best_battle[1]
        recruits = of_type(legal, "recruit")
        if recruits:
            return best_of(recruits, lambda r: self._recruit_value(table, r), rng)
        if best_battle is not None:
            return best_battle[1]
        return legal[0]

    def _recruit_value(self, table: _Table, recruit: Json) -> float:
        """How good the hand is after the swap (its best three, then its spare ranks)."""
        given = recruit["give"]
        taken = next(card for card in table.view["recruits"] if card["id"] == recruit["take"])
        hand = [card for card in table.hand if card["id"] != given] + [taken]
        key = table.key(_ranks(hand))
        return _key_score(key) + 0.01 * sum(card["rank"] for card in hand)

    def _best_recruit(self, table: _Table, legal: list[Json], mine: Key) -> Json | None:
        best: tuple[Key, float, Json] | None = None
        for recruit in of_type(legal, "recruit"):
            given = recruit["give"]
            taken = next(card for card in table.view["recruits"] if card["id"] == recruit["take"])
            hand = [card for card in table.hand if card["id"] != given] + [taken]
            key = table.key(_ranks(hand))
            if key <= mine:
                continue
            spare = sum(card["rank"] for card in hand)
            if best is None or (key, spare) > (best[0], best[1]):
                best = (key, spare, recruit)
        return best[2] if best else None

    # -- help ----------------------------------------------------------------

    def _ask(self, table: _Table, legal: list[Json], rng: random.Random) -> Json:
        asks = of_type(legal, "ask_for_help")
        alone = of_type(legal, "fight_alone")
        fight = table.fight
        assert fight is not None
        other = next(side["main"] for side in fight["sides"] if side["main"] != table.me)
        mine = table.key(_ranks(table.hand))
        win, _ = table.chances(rng, mine, [((), table.hand_size(other))])
        if not asks or win < ASK_HELP_FROM:
            return alone[0] if alone else legal[0]
        # The seat furthest behind: the least harm if it is ever rewarded.
        return min(asks, key=lambda ask: (table.score(ask["helper"]), ask["helper"]))

    def _answer(self, table: _Table, legal: list[Json]) -> Json:
        fight = table.fight
        assert fight is not None
        asking = fight["asking_seat"]
        other = next(side["main"] for side in fight["sides"] if side["main"] != asking)
        helps = table.score(asking) <= table.score(other) and len(table.hand) > 0
        return of_type(legal, "accept_help" if helps else "refuse_help")[0]

    def _help_card(self, table: _Table, legal: list[Json]) -> Json:
        fight = table.fight
        assert fight is not None
        ours = next(side for side in fight["sides"] if side["helper"] == table.me)
        theirs = [side for side in fight["sides"] if side is not ours]
        ours_ranks = _ranks(ours["played"])
        their_key = max((table.key(_ranks(side["played"])) for side in theirs if len(side["played"]) >= 3), default=())

        def value(command: Json) -> float:
            card = next(c for c in table.hand if c["id"] == command["card"])
            key = table.key(ours_ranks + (card["rank"],)) if len(ours_ranks) >= 2 else ()
            result = 0.0
            if not ours["forfeited"]:
                result = 10.0 if key > their_key else (4.0 if key == their_key else 0.0)
            # Otherwise the cheapest card: it may be captured.
            return result - 0.3 * card["value"] - 0.05 * card["rank"]

        commits = of_type(legal, "commit_card")
        return max(commits, key=value)

    # -- cards ---------------------------------------------------------------

    def _cards(self, table: _Table, legal: list[Json], rng: random.Random) -> Json:
        fight = table.fight
        assert fight is not None
        mine = next(side for side in fight["sides"] if side["main"] == table.me)
        played = _ranks(mine["played"])
        hand_ranks = _ranks(table.hand)
        commits = of_type(legal, "commit_card")
        forfeit = of_type(legal, "forfeit")
        rivals = [
            (_ranks(side["played"]), table.hand_size(side["main"]))
            for side in fight["sides"]
            if side["main"] != table.me and not side["forfeited"]
        ]
        if not commits:
            return legal[0]
        need = 3 - len(played)
        if len(hand_ranks) >= need:
            target = best_completion(played, hand_ranks, table.nine) if need > 0 else table.key(played)
        else:
            target = ()
        dogfight = fight["kind"] == "dogfight"
        if fight["kind"] != "tiebreak" and rivals:
            win, tie = table.chances(rng, target, rivals, samples=SAMPLES // 2)
            chance = win + 0.5 * tie
            threshold = FORFEIT_DOGFIGHT_BELOW if dogfight else FORFEIT_BATTLE_BELOW
            if chance < threshold:
                if forfeit:
                    return forfeit[0]
                if dogfight and fight["step"] == 1:
                    # We mean to forfeit next step: open with the least useful card.
                    return self._spare_card(table, commits, played)
        return self._next_card(table, commits, played)

    def _next_card(self, table: _Table, commits: list[Json], played: tuple[int, ...]) -> Json:
        """A card of the best hand that can still be completed, the highest first."""
        cards = {card["id"]: card for card in table.hand}
        hand = [cards[c["card"]] for c in commits]
        need = 3 - len(played)
        best: tuple[Key, int, int, Json] | None = None
        for trio in combinations(range(len(hand)), min(need, len(hand))):
            chosen = [hand[i] for i in trio]
            ranks = played + tuple(card["rank"] for card in chosen)
            key = table.key(ranks) if len(ranks) >= 3 else tuple(sorted(ranks, reverse=True))
            spare = -sum(card["value"] for card in chosen)
            top = max(chosen, key=lambda card: (card["rank"], -card["value"]))
            candidate = (key, spare, top["rank"], next(c for c in commits if c["card"] == top["id"]))
            if best is None or candidate[:3] > best[:3]:
                best = candidate
        assert best is not None
        return best[3]

    @staticmethod
    def _spare_card(table: _Table, commits: list[Json], played: tuple[int, ...]) -> Json:
        """The card whose loss hurts the best remaining hand least."""
        cards = {card["id"]: card for card in table.hand}

        def loss(command: Json) -> tuple[Key, int]:
            rest = [card for card in table.hand if card["id"] != command["card"]]
            return table.key(_ranks(rest)), -cards[command["card"]]["rank"]

        return max(commits, key=loss)

    # -- treasure ------------------------------------------------------------

    def _treasure(self, table: _Table, legal: list[Json], rng: random.Random) -> Json:
        fight = table.fight
        assert fight is not None
        loser = fight["loser"]
        mine = list(table.view["seats"][table.me]["treasure"])
        theirs = list(table.view["seats"][loser]["treasure"]) if loser is not None else []
        their_ids = {card["id"] for card in theirs}
        known = {card["id"]: card for card in theirs}
        for side in fight["sides"]:
            for card in side["played"]:
                known[card["id"]] = card
            if side["helper_card"]:
                known[side["helper_card"]["id"]] = side["helper_card"]
        before = _treasure_score(mine)

        def value(command: Json) -> float:
            taken = [known[card_id] for card_id in command["cards"] if card_id in known]
            gain = _treasure_score(mine + taken) - before
            robbed = [card for card in taken if card["id"] in their_ids]
            if robbed:
                rest = [card for card in theirs if card["id"] not in {c["id"] for c in robbed}]
                gain += _treasure_score(theirs) - _treasure_score(rest)
            return gain + 0.5 * _suit_progress(mine, taken)

        return best_of(of_type(legal, "take_treasure"), value, rng)


def _treasure_score(cards: list[Card]) -> int:
    suits = Counter(card["suit"] for card in cards if card.get("suit"))
    return sum(card["value"] for card in cards) + SUIT_BONUS * sum(
        1 for count in suits.values() if count >= SUIT_BONUS_CARDS
    )


def _suit_progress(mine: list[Card], taken: list[Card]) -> float:
    """Cards towards a suit bonus not yet earned (three of a suit beats one)."""
    suits = Counter(card["suit"] for card in mine if card.get("suit"))
    progress = 0.0
    for card in taken:
        suit = card.get("suit")
        if suit and suits[suit] < SUIT_BONUS_CARDS:
            progress += suits[suit] / SUIT_BONUS_CARDS
            suits[suit] += 1
    return progress


def _key_score(key: Key) -> float:
    """A hand key as one comparable number (type first, then ranks)."""
    if not key:
        return 0.0
    score = key[0] * 1000.0
    for index, rank in enumerate(key[1:]):
        score += rank * (10 ** (2 - index))
    return score
