"""What a seat may ask for. The acting seat is never part of a command."""

from __future__ import annotations

import msgspec


class _Command(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


class DrawCard(_Command, tag="draw_card"):
    """Turn: draw the top card of the draw pile (only with fewer than seven cards)."""


class Recruit(_Command, tag="recruit"):
    """Turn: take the face-up Recruit card ``take``, leaving ``give`` from your hand."""

    take: str
    give: str


class Battle(_Command, tag="battle"):
    """Turn: battle the player at seat ``opponent``."""

    opponent: int


class AskForHelp(_Command, tag="ask_for_help"):
    """Battle, before the first card: ask seat ``helper`` to help your side."""

    helper: int


class FightAlone(_Command, tag="fight_alone"):
    """Battle, before the first card: do not ask anyone for help."""


class AcceptHelp(_Command, tag="accept_help"):
    """You were asked for help: agree to play one card after the main combatants."""


class RefuseHelp(_Command, tag="refuse_help"):
    """You were asked for help: decline."""


class CommitCard(_Command, tag="commit_card"):
    """Battle: place ``card`` face down. It is revealed once everyone has committed."""

    card: str


class Forfeit(_Command, tag="forfeit"):
    """Battle or Dogfight, after your first or second card: give up this fight."""


class TakeTreasure(_Command, tag="take_treasure"):
    """You won a battle: capture ``cards`` (one card; two in a helper battle)."""

    cards: tuple[str, ...]


class GiveToHelper(_Command, tag="give_to_helper"):
    """You won a helper battle: give ``card``, one of the cards you took, to your helper."""

    card: str


class KeepTreasure(_Command, tag="keep_treasure"):
    """You won a helper battle: keep everything you took."""


Command = (
    DrawCard
    | Recruit
    | Battle
    | AskForHelp
    | FightAlone
    | AcceptHelp
    | RefuseHelp
    | CommitCard
    | Forfeit
    | TakeTreasure
    | GiveToHelper
    | KeepTreasure
)
