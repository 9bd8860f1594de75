"""A Trending Kittens bot: the play that leaves the table best for its side.

Everything it needs is public: the board (face-up cards with their symbols and
rotation, face-down cards with their faction), which faction each seat plays
and on which team, and its own hand. For every legal play (hand card x empty
place x rotation) it simulates the play on the visible grid, with the game's
own reach rules and the table's ``over_limit`` and ``empty_places`` options:
the card goes face up, the reached cards turn (all of them within the small
number; the nearest ones with ``nearest``; the best ones with ``choose``), and
scores the grid that results:

    own side's face-up cards - OPPONENT_WEIGHT x each opposing side's face-up cards
    - EXPOSURE x own face-up cards left next to an empty place (a target next turn)

With ``over_limit: choose`` the picks it then owes (``turn_card``) are the
ones that score best, one at a time. Preparation places are chosen at random:
nobody, not even the owner, knows the card.
"""

from __future__ import annotations

import random

from domain.trending_kittens.cards import Card
from domain.trending_kittens.geometry import DIRECTIONS, reach
from services.bots.base import Json, best_of, of_type, require_choices

#: How much one face-up card of an opposing side counts against ours, in a
#: two-sided game (1) and per opposing side with more sides.
OPPONENT_WEIGHT_TWO = 1.0
OPPONENT_WEIGHT_MANY = 0.33
#: The extra weight of the leading opposing side (measured: no help against
#: random bots, kept as a knob).
LEADER_WEIGHT = 0.0
#: The cost of leaving one of our face-up cards beside an empty place.
EXPOSURE = 0.4

Position = tuple[int, int]


def _card(face: Json) -> Card:
    sides = (tuple(face["up"]), tuple(face["right"]), tuple(face["down"]), tuple(face["left"]))
    return Card(id=face["id"], faction=face["faction"], sides=sides, limit=face["limit"])  # type: ignore[arg-type]


class _Table:
    """The visible board as {position: (faction, face_up)} and each faction's weight."""

    def __init__(self, view: Json) -> None:
        me = view["you"]
        seats = view["seats"]
        my_team = seats[me]["team"]
        self.cells: dict[Position, tuple[str, bool]] = {
            (cell["x"], cell["y"]): (cell["faction"], cell["face"] == "up") for cell in view["board"]
        }
        team_of_faction = {seat["faction"]: seat["team"] for seat in seats}
        points: dict[int, int] = {}
        for seat in seats:
            points[seat["team"]] = points.get(seat["team"], 0) + seat["points"]
        opposing = sorted({seat["team"] for seat in seats} - {my_team})
        base = OPPONENT_WEIGHT_TWO if len(opposing) == 1 else OPPONENT_WEIGHT_MANY
        leader = max(opposing, key=lambda team: (points.get(team, 0), -team)) if opposing else None
        weights = {my_team: 1.0}
        for team in opposing:
            weights[team] = -(base + (LEADER_WEIGHT if team == leader and len(opposing) > 1 else 0.0))
        self.weight: dict[str, float] = {faction: weights[team] for faction, team in team_of_faction.items()}
        self.my_factions = {faction for faction, team in team_of_faction.items() if team == my_team}
        self.hand = {face["id"]: _card(face) for face in view["hand"]}
        self.over_limit = view["over_limit"]
        self.empty_places = view["empty_places"]

    def flip_gain(self, at: Position) -> float:
        """What turning the card at ``at`` is worth to us (may be negative)."""
        faction, face_up = self.cells[at]
        weight = self.weight.get(faction, 0.0)
        return -weight if face_up else weight

    def value_of_play(self, play: Json) -> float:
        card = self.hand[play["card"]]
        at = (play["x"], play["y"])
        reached = reach(card, at, play["rotation"], self.cells.keys(), self.empty_places)
        if len(reached) <= card.limit:
            turned = list(reached)
        elif self.over_limit == "nearest":
            turned = list(reached[: card.limit])
        else:
            turned = sorted(reached, key=self.flip_gain, reverse=True)[: card.limit]
        gain = self.weight.get(card.faction, 0.0) + sum(self.flip_gain(p) for p in turned)
        if EXPOSURE:
            cells = dict(self.cells)
            cells[at] = (card.faction, True)
            for p in turned:
                faction, face_up = cells[p]
                cells[p] = (faction, not face_up)
            gain -= EXPOSURE * _exposed(cells, self.my_factions)
        return gain


def _exposed(cells: dict[Position, tuple[str, bool]], mine: set[str]) -> int:
    """Our face-up cards with an empty place beside them."""
    count = 0
    for (x, y), (faction, face_up) in cells.items():
        if face_up and faction in mine and any((x + dx, y + dy) not in cells for dx, dy in DIRECTIONS):
            count += 1
    return count


class TrendingKittensBot:
    name = "heuristic"

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        require_choices(legal_commands)
        if len(legal_commands) == 1:
            return legal_commands[0]
        picks = of_type(legal_commands, "turn_card")
        if picks:
            table = _Table(view)
            return best_of(picks, lambda pick: table.flip_gain((pick["x"], pick["y"])), rng)
        plays = of_type(legal_commands, "play_card")
        if plays:
            table = _Table(view)
            return best_of(plays, table.value_of_play, rng)
        return legal_commands[rng.randrange(len(legal_commands))]
