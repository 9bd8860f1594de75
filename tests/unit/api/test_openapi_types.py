"""The per-kind types the spec publishes accept everything the service sends, and nothing of another kind.

For each kind, seeded random games are played in memory; every seat's (and a
spectator's) answer at every step, as the service builds it, is converted to
the kind's specialised struct: the same check a generated client's parser
makes, without a server. A view of one kind must not pass for another's.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from api.http.openapi_types import game_components, kind_types
from domain.core.game import Game
from domain.core.simulation import simulate
from domain.hosting.visibility import SeatView
from services.game_registry import all_games
from services.history import HistoryEntry

pytestmark = pytest.mark.unit

GAMES = all_games()


def answers(game: Game[Any, Any, Any, Any], seed: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Views (every viewer, every step) and visible events, as the API would encode them."""
    views: list[dict[str, Any]] = []
    entries: list[dict[str, Any]] = []
    viewers = [None, *range(game.min_seats)]

    def on_step(state: Any, seat: int, command: Any, events: tuple[Any, ...]) -> None:
        pending = tuple(sorted(game.pending_seats(state)))
        for viewer in viewers:
            acting = viewer is not None and viewer in pending and not game.is_terminal(state)
            view = SeatView(
                game_id="g",
                kind=game.kind,
                status="finished" if game.is_terminal(state) else "running",
                version=len(entries),
                seat=viewer,
                pending_seats=pending,
                your_turn=acting,
                legal_commands=tuple(game.legal_commands(state, viewer)) if acting and viewer is not None else (),
                view=game.view(state, viewer),
                outcome=game.outcome(state) if game.is_terminal(state) else None,
            )
            views.append(msgspec.to_builtins(view))
            for event in events:
                entries.append(
                    msgspec.to_builtins(HistoryEntry(version=len(entries) + 1, event=game.visible_event(event, viewer)))
                )

    simulate(game, game.default_setup(game.min_seats), seed, on_step=on_step)
    return views, entries


@pytest.mark.parametrize("kind", list(GAMES))
def test_every_answer_of_a_game_converts_to_its_kinds_published_type(kind: str) -> None:
    game = GAMES[kind]
    types = kind_types(game)
    converted = 0
    for seed in range(3):
        views, entries = answers(game, seed)
        for view in views:
            msgspec.convert(view, types.answers["SeatView"])
        for entry in entries:
            msgspec.convert(entry, types.answers["HistoryEntry"])
        converted += len(views) + len(entries)
    others = [kind_types(other) for other in GAMES.values() if other.kind != kind]
    for other in others:
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert(views[-1], other.answers["SeatView"])
    print(f"{kind}: {converted} answers converted to the published types")


def test_component_names_are_unique_and_every_reference_resolves() -> None:
    components = game_components(GAMES)
    text = msgspec.json.encode(components).decode()
    refs = {ref.split('"')[0] for ref in text.split('"#/components/schemas/')[1:]}
    assert refs <= set(components), refs - set(components)
    assert all(schema["title"] == name for name, schema in components.items())
