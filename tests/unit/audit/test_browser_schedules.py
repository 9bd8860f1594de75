"""The browser's chance schedules (api/web/static/js/verify/kinds/) know what the rules know.

The page refuses to re-derive a game that records an option it does not know
(outcome "partial"), so an option added to a kind without telling the page
would quietly stop the browser from verifying new games: this test names it.
It also holds the page's copy of the built-in Trending Kittens decks and of
each kind's legacy options against the domain's.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from domain.hosting.events import GameCreated
from domain.trending_kittens.catalog import EDITIONS
from services.game_registry import all_games

pytestmark = pytest.mark.unit

KINDS = Path(__file__).resolve().parents[3] / "api" / "web" / "static" / "js" / "verify" / "kinds"


def source(kind: str) -> str:
    return (KINDS / f"{kind}.js").read_text()


def js_value(text: str, name: str) -> object:
    """A JSON-shaped constant of a kind's module (``name: [...]`` or ``const NAME = {...};``)."""
    found = re.search(rf"(?:{name}: |const {name} = )(\[[^\n]*\]|\{{[^\n]*\}})[,;]", text)
    assert found, f"{name} not found"
    return json.loads(re.sub(r"([{,]\s*)(\w+):", r'\1"\2":', found.group(1)))


@pytest.mark.parametrize("kind", sorted(all_games()))
def test_the_page_knows_every_option_of_every_kind(kind: str) -> None:
    fields = set(all_games()[kind].options_type.__struct_fields__)
    assert set(js_value(source(kind), "knownOptions")) == fields  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["kombat-kittens", "trending-kittens"])
def test_the_page_gives_an_old_game_its_legacy_options(kind: str) -> None:
    assert js_value(source(kind), "LEGACY") == dict(all_games()[kind].legacy_options)


def test_the_page_lists_the_built_in_trending_kittens_decks_of_every_edition() -> None:
    built_in = js_value(source("trending-kittens"), "BUILT_IN")
    assert isinstance(built_in, list)
    for factions in EDITIONS.values():
        listed = [(faction.id, list(faction.card_ids)) for faction in factions]
        assert listed == [(fid, [f"{prefix}-{n:02d}" for n in range(1, 11)]) for fid, prefix in built_in]


def test_the_page_knows_every_member_of_lobby_game_created() -> None:
    """A new member may name a new algorithm: the page must be told, or it says "partial"."""
    rederive = (KINDS.parent / "rederive.js").read_text()
    known = js_value(rederive, "CREATED_FIELDS")
    assert set(known) == {*GameCreated.__struct_fields__, "type"}  # type: ignore[arg-type]
