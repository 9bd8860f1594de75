"""A Kinoko Kombat bot that claims the cards most likely to complete its combination.

What it knows: its own hand, Center, Leader and row, every card a Mushroom has
turned face up, and the deck for the player count. What it infers: rows are
laid in **ascending rank**, so a face-down card's position says a lot about it
(the leftmost card of a row is low, the rightmost high, and a card between
two revealed ones lies between their ranks).

How it plays:

* **Preparation.** Choose the Leader (and, with three or four players, the
  Center card) that give the best expected team: a Center card of its own is
  a known card it can claim back on its fourth turn, so Leader and Center are
  chosen together (a pair, two cards of a straight, ...). The row order is
  forced up to equal ranks, which do not matter.
* **Selection.** Sample many deals of the unseen cards consistent with
  everything visible (each opponent's row ascending around its revealed
  cards; with two players one neutral Center card per colour). For every
  claimable card, average over the samples the value of the team it would
  make: the expected score of the final five cards when the remaining claims
  are drawn from the unseen cards (and its own Center card taken back on turn
  four, when still there and better). The value of a team is its tier, with
  stars as the tie-break.
* **Tokens.** Mushrooms on turns 1 and 2 (seeing the cards guides the next
  claims), the Spotted Mushroom on turn 3 (the only card it will not see
  before the end matters only for one more decision), a Mushroom on turn 4,
  so the Star tile stays face up.
"""

from __future__ import annotations

import random
from functools import lru_cache
from math import comb

from domain.kinoko_kombat.cards import COLOURS, STARRED_RANKS, colour_of, deck_for, full_deck, rank_of
from domain.kinoko_kombat.combos import best_combination, tier_of
from services.bots.base import Json, best_of, require_choices

TEAM_SIZE = 5
#: What finishing with each tier is worth (tier 1 is four of a kind).
TIER_VALUE: dict[int, float] = {1: 9.0, 2: 8.0, 3: 7.0, 4: 5.5, 5: 3.5, 6: 1.5, 7: 0.0}
STAR_VALUE = 0.25
SAMPLES = 96
#: Tries per row to draw cards consistent with its revealed cards.
ROW_TRIES = 40
SPOTTED_TURN = 3
CENTER_TURN = 4

Position = tuple[int, int]  # (owner, row position)
RANK: dict[str, int] = {card: rank_of(card) for card in full_deck()}


@lru_cache(maxsize=65_536)
def team_value(team: tuple[int, ...], draws: int, pool: tuple[int, ...]) -> float:
    """Expected value of ``team`` (sorted ranks) completed by ``draws`` random unseen cards.

    ``pool[r]`` is how many unseen cards of rank ``r`` there are. Exact: every
    multiset of ranks that could be drawn, with its hypergeometric weight.
    """
    draws = min(draws, TEAM_SIZE - len(team), sum(pool))
    if draws <= 0:
        return _final_value(team)
    total = comb(sum(pool), draws)
    ranks = [r for r in range(len(pool)) if pool[r]]
    value = 0.0

    def walk(index: int, left: int, weight: int, drawn: list[int]) -> None:
        nonlocal value
        if left == 0:
            value += weight * _final_value(tuple(sorted(team + tuple(drawn))))
            return
        if index == len(ranks):
            return
        r = ranks[index]
        for take in range(min(left, pool[r]), -1, -1):
            walk(index + 1, left - take, weight * comb(pool[r], take), drawn + [r] * take)

    walk(0, draws, 1, [])
    return value / total


@lru_cache(maxsize=4096)
def _final_value(team: tuple[int, ...]) -> float:
    if not team:
        return 0.0
    cards = [f"red-{r}" for r in team]  # colours never matter
    tier = tier_of(best_combination(cards))
    stars = sum(1 for r in team if r in STARRED_RANKS)
    # A short team (only while claims remain) is valued as what it already is.
    return TIER_VALUE[tier] + STAR_VALUE * stars


def _pool_counts(cards: list[str], top: int) -> tuple[int, ...]:
    counts = [0] * (top + 1)
    for card in cards:
        counts[rank_of(card)] += 1
    return tuple(counts)


class _Knowledge:
    """What the seat sees this round, and samples of what it does not."""

    def __init__(self, view: Json) -> None:
        self.view = view
        me = view["you"]
        self.me: int = me["seat"]
        self.seats: int = len(view["seats"])
        self.deck = deck_for(self.seats)
        self.top = max(rank_of(card) for card in self.deck)
        known: set[str] = set(me["hand"] or ())
        for card in (me["center"], me["leader"], *(me["row"] or ())):
            if card:
                known.add(card)
        #: Hidden row positions per opponent, and revealed (position -> card).
        self.rows: dict[int, list[str | None]] = {}
        for seat in view["seats"]:
            owner = seat["seat"]
            if owner == self.me:
                continue
            self.rows[owner] = [cell["card"] for cell in seat["row"]]
            known.update(cell["card"] for cell in seat["row"] if cell["card"])
        self.centers: list[str | None] = []
        for center in view["centers"]:
            card = center["card"]
            if center["owner"] == self.me:
                card = me["center"]
            self.centers.append(card)
            if card:
                known.add(card)
        self.unseen: list[str] = [card for card in self.deck if card not in known]
        # Hidden non-row cards: each opponent's Leader, unseen Center cards.
        self.hidden_centers = [slot for slot, card in enumerate(self.centers) if card is None]
        self.hidden_leaders = [owner for owner in self.rows]

    def sample(self, rng: random.Random) -> tuple[dict[Position, str], dict[int, str]]:
        """One deal of the unseen cards consistent with what is visible.

        Returns (row position -> card, Center slot -> card) for every hidden one.
        """
        pool = list(self.unseen)
        rng.shuffle(pool)
        centers: dict[int, str] = {}
        if self.seats == 2:
            # One neutral card of each colour: the hidden slots hold the
            # colours not yet revealed, in a random order.
            shown = {colour_of(card) for card in self.centers if card}
            colours = [c for c in COLOURS if c not in shown]
            rng.shuffle(colours)
            for slot, colour in zip(self.hidden_centers, colours, strict=False):
                for index, card in enumerate(pool):
                    if colour_of(card) == colour:
                        centers[slot] = pool.pop(index)
                        break
        rows: dict[Position, str] = {}
        for owner, row in self.rows.items():
            hidden = [position for position, card in enumerate(row) if card is None]
            if not hidden:
                continue
            chosen = self._fill_row(row, hidden, pool, rng)
            for position, card in zip(hidden, chosen, strict=True):
                rows[(owner, position)] = card
                pool.remove(card)
        rng.shuffle(pool)
        for slot in self.hidden_centers:
            if slot not in centers and pool:
                centers[slot] = pool.pop()
        return rows, centers

    def card_at(self, key: tuple[str, int, int], rows: dict[Position, str], centers: dict[int, str]) -> str | None:
        """The card at a row position or Center slot: seen, or from a sample."""
        kind, owner, index = key
        if kind == "recruit":
            return rows.get((owner, index)) or self.rows[owner][index]
        return centers.get(index) or self.centers[index]

    @staticmethod
    def _fill_row(row: list[str | None], hidden: list[int], pool: list[str], rng: random.Random) -> list[str]:
        """Cards for the hidden positions, ascending and around the revealed ones.

        Each hidden position must lie between the ranks of the nearest revealed
        cards on its left and right; draws that do not fit are redrawn.
        """
        bounds: list[tuple[int, int]] = []
        for position in hidden:
            low = max((RANK[c] for c in row[:position] if c), default=0)
            high = min((RANK[c] for c in row[position + 1 :] if c), default=99)
            bounds.append((low, high))
        count = min(len(hidden), len(pool))
        chosen: list[str] = []
        for _ in range(ROW_TRIES):
            chosen = sorted(rng.sample(pool, count), key=RANK.__getitem__)
            if all(low <= RANK[card] <= high for card, (low, high) in zip(chosen, bounds, strict=False)):
                return chosen
        return chosen


class KinokoKombatBot:
    name = "heuristic"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        if len(legal_commands) == 1:
            return legal_commands[0]
        kind = legal_commands[0]["type"]
        if kind == "choose_center":
            return best_of(legal_commands, lambda c: self._preparation_value(view, c["card"], None), rng)
        if kind == "choose_leader":
            return best_of(legal_commands, lambda c: self._preparation_value(view, None, c["card"]), rng)
        if kind == "arrange_row":
            # Only the order of equal ranks differs, and colours never matter.
            return legal_commands[0]
        return self._claim(view, legal_commands, rng)

    # -- preparation ---------------------------------------------------------

    def _preparation_value(self, view: Json, center: str | None, leader: str | None) -> float:
        me = view["you"]
        hand: list[str] = list(me["hand"])
        seats = len(view["seats"])
        deck = deck_for(seats)
        top = max(rank_of(card) for card in deck)
        everything = set(hand) | {card for card in (me["center"], me["leader"]) if card}
        pool = _pool_counts([card for card in deck if card not in everything], top)
        center = center or me["center"]
        if leader is None:
            # Choosing the Center now: the best Leader that could go with it.
            options = [card for card in hand if card != center]
            return max(self._leader_value(rank_of(card), center, pool) for card in options)
        return self._leader_value(rank_of(leader), center, pool)

    @staticmethod
    def _leader_value(leader: int, center: str | None, pool: tuple[int, ...]) -> float:
        alone = team_value((leader,), TEAM_SIZE - 1, pool)
        if center is None:
            return alone
        return max(alone, team_value(tuple(sorted((leader, rank_of(center)))), TEAM_SIZE - 2, pool))

    # -- selection -----------------------------------------------------------

    def _claim(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        knowledge = _Knowledge(view)
        me = knowledge.me
        my_seat = view["seats"][me]
        turn = view["turn_number"] or 1
        claims_left_after = TEAM_SIZE - 1 - len(my_seat["team"]) - 1
        own_center_slot = next(
            (c["slot"] for c in view["centers"] if c["owner"] == me and c["claimed_by"] is None and c["placed"]),
            None,
        )
        own_center = view["you"]["center"]

        targets: dict[tuple[str, int, int], list[Json]] = {}
        for command in legal_commands:
            if command["type"] == "claim_recruit":
                key = ("recruit", command["owner"], command["position"])
            else:
                key = ("center", -1, command["slot"])
            targets.setdefault(key, []).append(command)

        team_known: list[str | None] = []
        leader = view["you"]["leader"]
        if leader:
            team_known.append(leader)
        spotted_positions: list[tuple[str, int, int]] = []
        for claim in my_seat["team"]:
            if claim["card"]:
                team_known.append(claim["card"])
            elif claim["target"] == "recruit":
                spotted_positions.append(("recruit", claim["owner"], claim["index"]))
            else:
                spotted_positions.append(("center", -1, claim["index"]))

        pool = _pool_counts(knowledge.unseen, knowledge.top)
        values = {key: 0.0 for key in targets}
        for _ in range(SAMPLES):
            rows, centers = knowledge.sample(rng)
            team = [RANK[card] for card in team_known if card]
            for key in spotted_positions:
                card = knowledge.card_at(key, rows, centers)
                if card:
                    team.append(RANK[card])
            for key in targets:
                card = knowledge.card_at(key, rows, centers)
                if card is None:
                    continue
                candidate = tuple(sorted(team + [RANK[card]]))
                value = team_value(candidate, claims_left_after, pool)
                if (
                    own_center
                    and own_center_slot is not None
                    and key != ("center", -1, own_center_slot)
                    and turn < CENTER_TURN
                    and claims_left_after >= 1
                ):
                    with_center = tuple(sorted(candidate + (rank_of(own_center),)))
                    value = max(value, team_value(with_center, claims_left_after - 1, pool))
                values[key] += value

        # Ties go to the first target in legal order: deterministic, and the
        # samples already drew on ``rng``.
        best_key = max(values, key=values.__getitem__)
        options = targets[best_key]
        return self._token(options, turn)

    @staticmethod
    def _token(options: list[Json], turn: int) -> Json:
        by_token = {command["token"]: command for command in options}
        if len(by_token) == 1:
            return options[0]
        if turn >= SPOTTED_TURN and turn < CENTER_TURN:
            return by_token["spotted"]
        return by_token["mushroom"]
