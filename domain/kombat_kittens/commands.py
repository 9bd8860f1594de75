"""What a seat may ask for. The acting seat is never part of a command."""

from __future__ import annotations

import msgspec


class DrawCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="draw_card"):
    """Turn: draw the top card of the draw pile (only with fewer than seven cards)."""


class Recruit(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="recruit"):
    """Turn: take the face-up Recruit card ``take``, leaving ``give`` from your hand."""

    take: str
    give: str


class Battle(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="battle"):
    """Turn: battle the player at seat ``opponent``."""

    opponent: int


class AskForHelp(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="ask_for_help"):
    """Battle, before the first card: ask seat ``helper`` to help your side."""

    helper: int


class FightAlone(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="fight_alone"):
    """Battle, before the first card: do not ask anyone for help."""


class AcceptHelp(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="accept_help"):
    """You were asked for help: agree to play one card after the main combatants."""


class RefuseHelp(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="refuse_help"):
    """You were asked for help: decline."""


class CommitCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="commit_card"):
    """Battle: place ``card`` face down. It is revealed once everyone has committed."""

    card: str


class Forfeit(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="forfeit"):
    """Battle or Dogfight, after your first or second card: give up this fight."""


class TakeTreasure(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="take_treasure"):
    """You won a battle: capture ``cards`` (one card; two in a helper battle)."""

    cards: tuple[str, ...]


class GiveToHelper(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="give_to_helper"):
    """You won a helper battle: give ``card``, one of the cards you took, to your helper."""

    card: str


class KeepTreasure(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="keep_treasure"):
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
