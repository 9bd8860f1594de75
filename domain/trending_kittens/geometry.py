"""The grid: directions, rotation, adjacency and what a card's symbols reach.

x grows to the right and y downward, so the board directions, clockwise from
the top, are up (0, -1), right (1, 0), down (0, 1), left (-1, 0). A card
rotated clockwise by ``rotation`` degrees has its printed side ``s`` (0 up,
1 right, 2 down, 3 left) pointing to board direction ``(s + rotation/90) % 4``.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.trending_kittens.cards import FILLED, Card

DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIRECTION_NAMES: tuple[str, ...] = ("up", "right", "down", "left")
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)

Position = tuple[int, int]


def pointing(side: int, rotation: int) -> int:
    """The board direction a printed side points to once rotated."""
    return (side + rotation // 90) % 4


def open_positions(occupied: Iterable[Position]) -> tuple[Position, ...]:
    """Empty places side by side (orthogonally) with a card, row by row."""
    taken = set(occupied)
    around = {(x + dx, y + dy) for x, y in taken for dx, dy in DIRECTIONS} - taken
    return tuple(sorted(around, key=lambda p: (p[1], p[0])))


def reach(
    card: Card,
    at: Position,
    rotation: int,
    occupied: Iterable[Position],
    empty_places: str,
) -> tuple[Position, ...]:
    """The cards a play of ``card`` at ``at`` turns before the small number applies.

    With ``empty_places == "count"`` the i-th symbol of a side acts on the
    place i steps away; an empty place there does nothing. With ``"skip"``
    the symbols act on the successive cards along that line, passing over
    empty places. Nearest first; at equal distance, clockwise from up.
    """
    taken = set(occupied)
    found: list[tuple[int, int, Position]] = []
    for side, symbols in enumerate(card.sides):
        direction = pointing(side, rotation)
        line = (
            _places(at, direction, len(symbols))
            if empty_places == "count"
            else _cards_along(at, direction, len(symbols), taken)
        )
        for symbol, (distance, place) in zip(symbols, line, strict=False):
            if symbol == FILLED and place in taken:
                found.append((distance, direction, place))
    return tuple(place for _, _, place in sorted(found))


def _places(at: Position, direction: int, count: int) -> list[tuple[int, Position]]:
    dx, dy = DIRECTIONS[direction]
    return [(step, (at[0] + dx * step, at[1] + dy * step)) for step in range(1, count + 1)]


def _cards_along(at: Position, direction: int, count: int, taken: set[Position]) -> list[tuple[int, Position]]:
    """The first ``count`` cards along a line, with their distance."""
    dx, dy = DIRECTIONS[direction]
    # Far enough to leave the table: no card lies further than this.
    horizon = max((abs(x - at[0]) + abs(y - at[1]) for x, y in taken), default=0)
    cards: list[tuple[int, Position]] = []
    for step in range(1, horizon + 1):
        place = (at[0] + dx * step, at[1] + dy * step)
        if place in taken:
            cards.append((step, place))
            if len(cards) == count:
                break
    return cards
