"""docs/fairness-vectors.md is what tests/unit/audit/chance_vectors.py generates: the doc cannot drift.

A change to a kind's chance schedule (which draws, in which order, over which
list) changes these games and fails this test: an old game must keep its
schedule under its old identifier, and the new one gets a new identifier and
new vectors (regenerate with `python -m tests.unit.audit.chance_vectors > docs/fairness-vectors.md`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from services.game_registry import all_games
from tests.unit.audit.chance_vectors import CHANCE_EVENTS, TOP_EVENTS, VECTORS, render

pytestmark = pytest.mark.unit

DOC = Path(__file__).resolve().parents[3] / "docs" / "fairness-vectors.md"


class Played:
    """One vector game of the document: its kind and seats, its options as the rules read them, its events."""

    def __init__(self, header: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.kind, self.seats, self.events = header["kind"], header["seats"], events
        self.options = all_games()[self.kind].stored_options(events[0]["data"]["options"])

    def count(self, event_type: str) -> int:
        return sum(event["type"] == event_type for event in self.events)


def documented() -> list[Played]:
    text = DOC.read_text()
    blocks = [block.split("\n```")[0].splitlines() for block in text.split("```jsonl\n")[1:]]
    return [Played(json.loads(header), [json.loads(line) for line in lines]) for header, *lines in blocks]


def test_the_committed_vectors_are_the_generators_output() -> None:
    assert DOC.read_text() == render(), (
        "regenerate: python -m tests.unit.audit.chance_vectors > docs/fairness-vectors.md"
    )


def test_the_vectors_reach_every_kind_of_chance_event() -> None:
    text = DOC.read_text()
    assert {vector.kind for vector in VECTORS} == set(CHANCE_EVENTS) == set(TOP_EVENTS)
    for events in [*CHANCE_EVENTS.values(), *TOP_EVENTS.values()]:
        for event in events:
            assert f'"type":"{event}"' in text, f"no vector game draws {event}"
    assert '"type":"starter_returned"' in text and '"type":"draw_pile_reshuffled"' in text


def test_every_outcome_is_marked_as_drawn_or_as_the_top_of_a_pile() -> None:
    for game in documented():
        for event in game.events:
            assert event.get("chance", False) == (event["type"] in CHANCE_EVENTS[game.kind]), event
            assert event.get("top", False) == (event["type"] in TOP_EVENTS[game.kind]), event


def test_the_vectors_reach_every_seat_count_and_option_that_changes_a_draw() -> None:
    """Each schedule's branches: the seat counts whose deal differs, and each option a draw depends on."""
    games = documented()

    def of(kind: str) -> list[Played]:
        return [game for game in games if game.kind == kind]

    kombat = of("kombat-kittens")
    assert {game.seats for game in kombat} == {2, 3, 4, 5}
    assert {game.options.dog_placement for game in kombat} == {"window", "exact"}
    assert {game.options.first_seat is None for game in kombat} == {True, False}
    assert any(game.count("new_deck_shuffled") and game.options.dog_placement == "exact" for game in kombat)
    assert all(game.count("new_deck_shuffled") == 1 for game in kombat if game.seats > 2)
    kinoko = of("kinoko-kombat")
    assert {game.seats for game in kinoko} == {2, 3, 4}
    assert {game.options.deal for game in kinoko if game.seats == 2} == {"first-of-colour-v1", "neutrals-apart-v2"}
    trending = of("trending-kittens")
    assert {game.options.faction_edition for game in trending} == {1, 2}
    match = [game for game in trending if game.options.best_of > 1 and game.options.custom_factions]
    assert match and match[0].options.faction_edition == 1 and match[0].count("game_started") >= 2
