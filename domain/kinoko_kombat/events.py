"""What happened. Tags are stable forever; every chance outcome is written here.

Events holding secrets (the deal, a Center, a Leader, a row) have redacted
twins in :mod:`.visibility`. A claim event hides nothing: a Mushroom claim
carries the card it turned face up, a Spotted claim carries none.
"""

from __future__ import annotations

import msgspec

from domain.kinoko_kombat.combos import CombinationName
from domain.kinoko_kombat.commands import Token


class RoundDealt(msgspec.Struct, frozen=True, tag="round_dealt"):
    """The shuffled deck dealt: ``hands[seat]``, and the Center cards nobody owns.

    ``neutral_centers``: with three players the one card left over, with two
    the four neutral cards (one per colour); empty with four players. Nobody
    may look at them.
    """

    round: int
    first_player: int
    hands: tuple[tuple[str, ...], ...]
    neutral_centers: tuple[str, ...]


class CenterChosen(msgspec.Struct, frozen=True, tag="center_chosen"):
    seat: int
    card: str


class LeaderChosen(msgspec.Struct, frozen=True, tag="leader_chosen"):
    seat: int
    card: str


class RowArranged(msgspec.Struct, frozen=True, tag="row_arranged"):
    """``row[0]`` is the leftmost (lowest) card from the owner's side."""

    seat: int
    row: tuple[str, ...]


class SelectionBegan(msgspec.Struct, frozen=True, tag="selection_began"):
    """Every seat is prepared; ``first_player`` takes the first turn."""

    round: int
    first_player: int


class RecruitClaimed(msgspec.Struct, frozen=True, tag="recruit_claimed"):
    """``seat`` put ``token`` on ``owner``'s row at ``position``.

    ``card`` is the card turned face up by a Mushroom token; ``None`` for the
    Spotted Mushroom, which claims the card unseen.
    """

    seat: int
    owner: int
    position: int
    token: Token
    card: str | None


class CenterClaimed(msgspec.Struct, frozen=True, tag="center_claimed"):
    """Like :class:`RecruitClaimed`, for the Center card in ``slot``."""

    seat: int
    slot: int
    token: Token
    card: str | None


class StarTileFlipped(msgspec.Struct, frozen=True, tag="star_tile_flipped"):
    """``seat`` used its Spotted Mushroom on its fourth turn: its Star tile counts no star."""

    seat: int


class TeamResult(msgspec.Struct, frozen=True):
    """One seat's team revealed at the comparison.

    ``cards``: the Leader first, then the claimed cards in claim order.
    ``stars``: stars on the five cards plus one for a face-up Star tile.
    ``place``: 1 is best (tier, then stars, then farthest clockwise from the
    First Player).
    """

    seat: int
    cards: tuple[str, ...]
    combination: CombinationName
    tier: int
    stars: int
    star_tile_up: bool
    place: int
    points: int


class TeamsCompared(msgspec.Struct, frozen=True, tag="teams_compared"):
    """Every team revealed and scored; ``teams`` is in seat order."""

    round: int
    first_player: int
    teams: tuple[TeamResult, ...]


class GameEnded(msgspec.Struct, frozen=True, tag="game_ended"):
    """``tie_broken``: the top score was shared and the final round decided."""

    winner: int
    scores: tuple[int, ...]
    tie_broken: bool


Event = (
    RoundDealt
    | CenterChosen
    | LeaderChosen
    | RowArranged
    | SelectionBegan
    | RecruitClaimed
    | CenterClaimed
    | StarTileFlipped
    | TeamsCompared
    | GameEnded
)
