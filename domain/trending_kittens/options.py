"""Options of a Trending Kittens game (every field has a default).

Values are plain strings and ints, checked in :mod:`.setup` so that a bad
option is refused with an :class:`InvalidSetup` that says what is allowed.
"""

from __future__ import annotations

import msgspec

from domain.trending_kittens.cards import FactionSpec

MIN_SEATS = 2
MAX_SEATS = 4
BEST_OF = (1, 3, 5)
#: ``choose``: the player picks which reached cards to turn when the symbols
#: reach more than the small number; ``nearest``: the nearest ones are turned.
OVER_LIMIT = ("choose", "nearest")
#: ``count``: an empty place uses up the symbol aimed at it; ``skip``: symbols
#: pass over empty places and act on the successive cards in that direction.
EMPTY_PLACES = ("count", "skip")
#: A tied game in a match (best of 3 or 5): ``replay``: it counts for nobody
#: and another game is played, the match goes to the first side with a
#: majority of wins; ``shared``: every tied side is credited with a win.
MATCH_TIES = ("replay", "shared")

#: What a game created before an option existed is played by (see
#: ``Game.legacy_options``): the first faction edition, shared ties in a
#: match and no bonus for the seat that plays first.
LEGACY_OPTIONS = {"faction_edition": 1, "match_ties": "shared", "lead_bonus": 0}


class TrendingKittensOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How a game is set up.

    * ``factions``: the faction id of each seat, in seat order; empty = seats
      take the catalog in order (custom factions first, then the built-in ones).
    * ``custom_factions``: extra faction decks for this game.
    * ``best_of``: 1 (single game), 3 or 5 (a match of successive games).
    * ``teams``: the team label of each seat; empty = skirmish, all against all.
    * ``over_limit``: see :data:`OVER_LIMIT`.
    * ``empty_places``: see :data:`EMPTY_PLACES`.
    * ``faction_edition``: which built-in decks: 2 (balanced, the default) or 1.
    * ``match_ties``: see :data:`MATCH_TIES`.
    * ``lead_bonus``: points added to the score of the seat that plays first
      in each game, which is otherwise at a disadvantage (a house rule: the
      rulebook has no bonus). 0 (the default, the rulebook): none; ``None``:
      1 with two seats, 0 with more (the default of the games created between
      the bonus and the rulebook default, which stored it so).
    """

    factions: tuple[str, ...] = ()
    custom_factions: tuple[FactionSpec, ...] = ()
    best_of: int = 1
    teams: tuple[int, ...] = ()
    over_limit: str = "choose"
    empty_places: str = "count"
    faction_edition: int = 2
    match_ties: str = "replay"
    lead_bonus: int | None = 0
