"""Rotation: every symbol sequence, on every printed side, in all four rotations,
acts in the direction that side points to once the card is turned clockwise."""

from itertools import product

import pytest

from domain.trending_kittens.cards import SIDES
from domain.trending_kittens.catalog import MAX_SYMBOLS_PER_SIDE
from domain.trending_kittens.commands import PlayCard
from domain.trending_kittens.events import CardPlayed, CardsTurned

from .helpers import F, H, card, custom_faction, table, when

pytestmark = pytest.mark.unit

#: Every sequence a card side may carry (up to the longest allowed) that acts.
SEQUENCES = [seq for length in range(1, MAX_SYMBOLS_PER_SIDE + 1) for seq in product((F, H), repeat=length) if F in seq]
#: Unit steps on the grid (y grows downward), printed sides in clockwise order.
UNIT = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
FILLERS = [card(f"fill-{n:02}", up=(F,)) for n in range(4 * MAX_SYMBOLS_PER_SIDE)]


def _clockwise(step: tuple[int, int], rotation: int) -> tuple[int, int]:
    dx, dy = step
    for _ in range(rotation // 90):
        dx, dy = -dy, dx  # a quarter turn clockwise on a y-down grid
    return dx, dy


def _cross_of_face_down_cards() -> list[tuple[int, int, str, bool]]:
    """Cards at every distance 1..5 in every direction around the empty origin."""
    places = [(dx * d, dy * d) for dx, dy in UNIT.values() for d in range(1, MAX_SYMBOLS_PER_SIDE + 1)]
    return [(x, y, filler.id, False) for (x, y), filler in zip(places, FILLERS, strict=True)]


def _name(seq: tuple[str, ...]) -> str:
    return "".join("F" if s == F else "H" for s in seq)


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("seq", SEQUENCES, ids=_name)
def test_a_symbol_sequence_acts_where_its_side_points_after_rotation(seq, side, rotation):
    # given a card whose only symbols are `seq` on `side`, amid a cross of cards
    spec = card("probe", **{side: seq})
    half = len(FILLERS) // 2
    state = table(
        _cross_of_face_down_cards(),
        [["probe"], ["fill-19"]],
        custom_factions=(custom_faction(spec, *FILLERS[:half]), custom_faction(*FILLERS[half:], faction_id="fillers")),
        factions=("test-cats", "fillers"),
    )
    # when it is played at the origin, rotated
    events = when(state, 0, PlayCard(card="probe", x=0, y=0, rotation=rotation))
    # then exactly the cards at the filled distances in the rotated direction turn up
    dx, dy = _clockwise(UNIT[side], rotation)
    expected = {(dx * (i + 1), dy * (i + 1)) for i, symbol in enumerate(seq) if symbol == F}
    assert events[0] == CardPlayed(0, "probe", "test-cats", 0, 0, rotation)
    turned = next(e for e in events if isinstance(e, CardsTurned)).cards
    assert {(t.x, t.y) for t in turned} == expected
    assert all(t.face_up for t in turned)
