"""The built-in faction decks (second edition, balanced): data only, in one place.

The factions are Clowder's own design (the published rulebook lists none). This
edition was tuned from the first (:mod:`.factions_first_edition`, kept for the
games created with it) with seeded games of two heuristic bots, until no
faction and no seat won outside 45-55 % (``bench/faction_balance.py``; the
table is in ``docs/rules/trending-kittens.md``).

A new clan is added by appending one :class:`FactionSpec` here (or by sending
it as a custom faction when a game is created); no rule code changes. Each
side lists its triangles read outward from the card (``F`` filled: turn the
card there; ``H`` hollow: skip it). ``limit`` is the small number.
The table in ``docs/rules/trending-kittens.md`` mirrors this file (a test
keeps them in step). Changing a card here changes the rules of every game of
this edition: a change that would re-decide stored games is a new edition.
"""

from __future__ import annotations

from domain.trending_kittens.cards import CardSpec as C
from domain.trending_kittens.cards import FactionSpec

F = "filled"
H = "hollow"


BOX_SQUAD = FactionSpec(
    id="box-squad",
    name="Box Squad",
    character="Turns many cards right next to it.",
    cards=(
        C("box-01", up=(F,), left=(F,), limit=2),
        C("box-02", up=(F,), right=(F,), limit=2),
        C("box-03", up=(F,), down=(F,), limit=2),
        C("box-04", up=(F,), right=(F,), down=(F,), limit=2),
        C("box-05", up=(F,), right=(F,), left=(F,), limit=2),
        C("box-06", up=(F,), right=(F,), down=(F,), left=(F,), limit=4),
        C("box-07", up=(F,), right=(F,), down=(F,), left=(F,), limit=2),
        C("box-08", up=(F,), right=(F,), down=(F,), left=(F,), limit=2),
        C("box-09", up=(F, F), limit=2),
        C("box-10", right=(F,), left=(F,), limit=1),
    ),
)


NIGHT_PROWLERS = FactionSpec(
    id="night-prowlers",
    name="Night Prowlers",
    character="Reaches far across the table, but turns few.",
    cards=(
        C("prowler-01", up=(H, H, F, F), limit=2),
        C("prowler-02", up=(H, H, H, F), limit=1),
        C("prowler-03", up=(H, H, F), right=(F,), limit=2),
        C("prowler-04", up=(H, H, F, F), down=(H, H, F), limit=1),
        C("prowler-05", up=(F, H, F, F), limit=2),
        C("prowler-06", right=(H, H, F), left=(H, H, F, F), limit=2),
        C("prowler-07", up=(H, H, F, F), limit=2),
        C("prowler-08", up=(F,), right=(H, H, F, F), limit=2),
        C("prowler-09", up=(H, H, F, F), left=(H, F), limit=2),
        C("prowler-10", up=(H, H, H, F), down=(F, F), limit=2),
    ),
)


CURTAIN_CLIMBERS = FactionSpec(
    id="curtain-climbers",
    name="Curtain Climbers",
    character="Jumps over its neighbours to turn the cards behind them.",
    cards=(
        C("climber-01", up=(H, F, F), limit=1),
        C("climber-02", up=(H, F, F), right=(F,), limit=3),
        C("climber-03", up=(H, F, F), right=(H, F), limit=2),
        C("climber-04", up=(H, F), down=(H, F), limit=2),
        C("climber-05", up=(H, F, F, F), limit=2),
        C("climber-06", up=(H, F), right=(H, F), left=(H, F, F), limit=2),
        C("climber-07", up=(H, F, H, F), limit=2),
        C("climber-08", right=(H, F), left=(F,), limit=2),
        C("climber-09", up=(H, F, F), right=(H, F), down=(H, F), left=(H, F), limit=2),
        C("climber-10", up=(H, F, F), down=(H, F), limit=2),
    ),
)


LASER_CHASERS = FactionSpec(
    id="laser-chasers",
    name="Laser Chasers",
    character="Turns whole rows of cards in one straight line.",
    cards=(
        C("laser-01", up=(F,), limit=1),
        C("laser-02", up=(F,), limit=1),
        C("laser-03", up=(F, F), limit=1),
        C("laser-04", up=(F, F, F), limit=2),
        C("laser-05", up=(F, F, F), limit=1),
        C("laser-06", up=(F, F, F, F), limit=3),
        C("laser-07", up=(F, F), down=(F,), limit=2),
        C("laser-08", up=(F, F, F), limit=2),
        C("laser-09", up=(F,), down=(F, F), limit=2),
        C("laser-10", up=(F, F, F), down=(F, F, F), limit=2),
    ),
)


MIRROR_MEWS = FactionSpec(
    id="mirror-mews",
    name="Mirror Mews",
    character="Strikes both ways at once, then picks its targets.",
    cards=(
        C("mirror-01", up=(F,), down=(F,), limit=2),
        C("mirror-02", up=(H, F), down=(H, F), limit=2),
        C("mirror-03", up=(F,), right=(F,), down=(F,), left=(F,), limit=3),
        C("mirror-04", up=(F, F), down=(F, F), limit=3),
        C("mirror-05", up=(H, H, F), down=(H, H, F), limit=2),
        C("mirror-06", up=(F, H, F), down=(F, H, F), limit=2),
        C("mirror-07", up=(F,), right=(H, F), down=(F,), left=(H, F), limit=3),
        C("mirror-08", up=(F, F), right=(F,), down=(F, F), left=(F,), limit=4),
        C("mirror-09", up=(H, F), right=(H, F), down=(H, F), left=(H, F), limit=3),
        C("mirror-10", right=(F, F), left=(F, F), limit=3),
    ),
)


#: Every built-in faction, in the order seats take them by default.
BUILT_IN: tuple[FactionSpec, ...] = (
    BOX_SQUAD,
    NIGHT_PROWLERS,
    CURTAIN_CLIMBERS,
    LASER_CHASERS,
    MIRROR_MEWS,
)
