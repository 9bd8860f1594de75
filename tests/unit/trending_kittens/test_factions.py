"""Cards as data: the built-in factions and a creator's custom factions."""

import hashlib
import re
from pathlib import Path

import msgspec
import pytest

from domain.core import InvalidSetup, Setup
from domain.core.simulation import simulate
from domain.trending_kittens import GAME
from domain.trending_kittens.cards import FILLED, HOLLOW, SIDES, CardSpec, FactionSpec
from domain.trending_kittens.catalog import BUILT_IN_FACTIONS, EDITIONS, check_faction
from domain.trending_kittens.factions import BUILT_IN
from domain.trending_kittens.options import TrendingKittensOptions

from .helpers import F, H, card, custom_faction, setup, waiting

pytestmark = pytest.mark.unit

DOC = Path(__file__).parents[3] / "docs" / "rules" / "trending-kittens.md"
BY_ID = {faction.id: faction for faction in BUILT_IN_FACTIONS}


def test_at_least_four_built_in_factions_each_a_deck_for_a_full_game():
    assert len(BUILT_IN_FACTIONS) >= 4
    assert len({f.name for f in BUILT_IN_FACTIONS}) == len(BUILT_IN_FACTIONS)
    assert len({f.character for f in BUILT_IN_FACTIONS}) == len(BUILT_IN_FACTIONS)
    assert all(len(f.cards) == 10 for f in BUILT_IN_FACTIONS)


def test_the_built_in_data_passes_the_same_checks_as_custom_factions():
    assert tuple(check_faction(spec) for spec in BUILT_IN) == BUILT_IN_FACTIONS


def test_the_factions_have_distinct_characters():
    def reach(card):
        return max(len(side) for side in card.sides)

    def jumps(card):
        return any(side[:1] == (HOLLOW,) for side in card.sides)

    def filled(card):
        return sum(side.count(FILLED) for side in card.sides)

    box, prowlers = BY_ID["box-squad"].cards, BY_ID["night-prowlers"].cards
    climbers, lasers = BY_ID["curtain-climbers"].cards, BY_ID["laser-chasers"].cards
    mirrors = BY_ID["mirror-mews"].cards
    assert all(HOLLOW not in side for c in box for side in c.sides)  # nearby only
    assert sum(c.limit for c in box) > max(sum(c.limit for c in f) for f in (prowlers, climbers))
    assert all(reach(c) >= 3 for c in prowlers) and all(c.limit <= 2 for c in prowlers)  # far
    assert all(jumps(c) for c in climbers)  # jump first
    assert all(HOLLOW not in side for c in lasers for side in c.sides)  # straight lines
    assert all(max(s.count(FILLED) for s in c.sides) == reach(c) for c in lasers)
    assert all(c.sides[0] == c.sides[2] and c.sides[1] == c.sides[3] for c in mirrors)
    assert sum(filled(c) > c.limit for c in mirrors) >= 7  # most often a choice


def _doc_rows():
    rows = {}
    for line in DOC.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 7 and re.fullmatch(r"[a-z]+-\d\d", cells[0]):
            rows[cells[0]] = cells[1:]
    return rows


def _glyphs(symbols):
    return "".join("▲" if s == FILLED else "△" for s in symbols) or "·"


def test_the_rules_document_tables_every_built_in_card_as_it_is_in_the_data():
    rows = _doc_rows()
    expected = {
        c.id: [f.name, *(_glyphs(side) for side in c.sides), str(c.limit)] for f in BUILT_IN_FACTIONS for c in f.cards
    }
    assert rows == expected


# -- custom factions ----------------------------------------------------------

TABBY = custom_faction(
    card("tabby-1", up=(F,), right=(H, F), limit=2),
    card("tabby-2", left=(F, F, F), limit=1),
    card("tabby-3", up=(F,), down=(F,)),
    card("tabby-4", right=(H, H, F)),
    faction_id="tabbies",
)


def test_a_custom_faction_is_added_as_data_alone_and_played_in_a_complete_game():
    # given a creator's faction sent as JSON in the options
    raw = msgspec.json.encode({"factions": ["tabbies", "box-squad"], "custom_factions": [msgspec.to_builtins(TABBY)]})
    options = msgspec.json.decode(raw, type=TrendingKittensOptions)
    # when a game with it is played out
    game = simulate(GAME, Setup(seats=2, options=options), seed=7)
    # then it ends, and its cards were on the table
    assert game.finished
    assert {p.card for p in game.state.board} >= {"tabby-1", "tabby-2", "tabby-3", "tabby-4"}
    assert GAME.initial_state(Setup(2, options)).factions[0].cards[2].limit == 2


def test_custom_factions_come_first_when_seats_do_not_choose():
    assert [f.id for f in waiting(2, custom_factions=(TABBY,)).factions] == ["tabbies", "box-squad"]


def _faulty(*cards, faction_id="tabbies"):
    return (custom_faction(*cards, faction_id=faction_id),)


@pytest.mark.parametrize(
    ("custom", "fault"),
    [
        (
            _faulty(card("t-1", up=("filled", "triangle"))),
            "card 't-1' of faction 'tabbies': unknown symbol 'triangle' on its up side",
        ),
        (
            _faulty(card("t-1", up=(H,), left=(H, H))),
            "card 't-1' of faction 'tabbies' is empty: it has no filled triangle",
        ),
        (_faulty(card("t-1")), "card 't-1' of faction 'tabbies' is empty"),
        (
            _faulty(card("t-1", up=(F,)), card("t-1", down=(F,))),
            "duplicate card id 't-1' \\(in factions 'tabbies' and 'tabbies'\\)",
        ),
        (_faulty(card("box-01", up=(F,))), "duplicate card id 'box-01' \\(in factions 'tabbies' and 'box-squad'\\)"),
        (_faulty(card("t-1", up=(F,)), faction_id="box-squad"), "duplicate faction id 'box-squad'"),
        (_faulty(card("t-1", up=(F,))) + _faulty(card("t-2", up=(F,))), "duplicate faction id 'tabbies'"),
        (_faulty(), "faction 'tabbies' has no cards"),
        (_faulty(card("t-1", up=(F, F), limit=3)), "small number 3 must be from 1 to its 2 filled triangles"),
        (_faulty(card("t-1", up=(F,), limit=0)), "small number 0 must be from 1"),
        (_faulty(card("t-1", up=(H,) * 5 + (F,))), "its up side has 6 symbols, at most 5"),
        (_faulty(*(card(f"t-{n}", up=(F,)) for n in range(21))), "has 21 cards, at most 20"),
        (_faulty(card("T 1", up=(F,))), "a card with id 'T 1'"),
        (_faulty(card("t-1", up=(F,)), faction_id=""), "faction id '' is not allowed"),
    ],
)
def test_an_invalid_custom_faction_is_refused_naming_the_fault(custom, fault):
    with pytest.raises(InvalidSetup, match=fault):
        GAME.initial_state(setup(2, custom_factions=custom))


def test_an_unknown_symbol_sent_as_json_reaches_the_check_and_is_named():
    raw = b'{"custom_factions": [{"id": "x", "cards": [{"id": "x-1", "up": ["filed"]}]}]}'
    options = msgspec.json.decode(raw, type=TrendingKittensOptions)
    with pytest.raises(InvalidSetup, match="unknown symbol 'filed' on its up side"):
        GAME.initial_state(Setup(2, options))


def test_a_card_spec_names_its_sides_in_clockwise_order():
    assert SIDES == ("up", "right", "down", "left")
    assert CardSpec("a", left=(F,)).left == (F,) and FactionSpec("f").cards == ()


# -- editions -------------------------------------------------------------------


def test_the_first_edition_is_frozen_so_games_created_with_it_replay_as_played():
    digest = hashlib.sha256(msgspec.json.encode(EDITIONS[1])).hexdigest()
    assert digest == "901b79b95ffb17e8f5e344b92118c3824fb5169e85252b6f62fd60159e3acb2e"


def test_new_games_get_the_second_edition_and_old_ones_the_first():
    assert GAME.initial_state(GAME.default_setup(2)).factions == EDITIONS[2][:2]
    old = GAME.initial_state(Setup(2, GAME.stored_options({})))
    assert old.factions == EDITIONS[1][:2]
    assert [c.id for c in EDITIONS[1][3].cards] == [c.id for c in EDITIONS[2][3].cards]
