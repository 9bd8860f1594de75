"""What a seat may ask for. Cards are ids like ``"red-7"``; the seat comes from decide.

Preparation is three small secret steps per seat, all seats at once:
:class:`ChooseCenter` (not with two players), :class:`ChooseLeader`, then
:class:`ArrangeRow` with the full left-to-right order of the remaining cards
(ascending rank; the seat orders equal ranks, so every such order is a
separate legal command). Selection claims one card a turn with a token.
"""

from __future__ import annotations

from typing import Literal

import msgspec

Token = Literal["mushroom", "spotted"]


class ChooseCenter(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="choose_center"):
    """Place ``card`` from your hand face down as your Center card."""

    card: str


class ChooseLeader(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="choose_leader"):
    """Place ``card`` from your hand face down under your Star tile as your Leader."""

    card: str


class ArrangeRow(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="arrange_row"):
    """Lay every card left in your hand face down, ``row[0]`` leftmost (lowest rank)."""

    row: tuple[str, ...]


class ClaimRecruit(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="claim_recruit"):
    """Put ``token`` on the card at ``position`` (0 = leftmost) of ``owner``'s row."""

    owner: int
    position: int
    token: Token


class ClaimCenter(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="claim_center"):
    """Put ``token`` on the Center card in ``slot`` (see the view's ``centers``)."""

    slot: int
    token: Token


Command = ChooseCenter | ChooseLeader | ArrangeRow | ClaimRecruit | ClaimCenter
