"""The registry: the games are the entry points of ``clowder.games``, each under its own kind id."""

from __future__ import annotations

from importlib.metadata import EntryPoint, distribution

import pytest

from domain.core.game import Game
from services.game_registry import GROUP, GameRegistryError, all_games, games_of

pytestmark = pytest.mark.unit


def point(name: str, value: str) -> EntryPoint:
    return EntryPoint(name=name, value=value, group=GROUP)


def test_the_project_registers_its_games_by_entry_point_under_their_kinds() -> None:
    own = {p.name: p.value for p in distribution("clowder").entry_points if p.group == GROUP}
    assert own and set(own) <= set(all_games())
    for kind, value in own.items():
        assert isinstance(all_games()[kind], Game) and all_games()[kind].kind == kind, value
    assert list(all_games()) == sorted(all_games()), "in the order of the kind ids, whatever the install order"


def test_an_entry_point_names_a_game_by_its_kind() -> None:
    games = games_of([point(kind, value) for kind, value in _own().items()])
    assert dict(games) == {kind: all_games()[kind] for kind in _own()}


def test_a_game_registered_under_another_name_than_its_kind_is_refused() -> None:
    kind, value = next(iter(_own().items()))
    with pytest.raises(GameRegistryError, match=f"'fed-up-kitten'.*{value}.*kind is '{kind}'"):
        games_of([point("fed-up-kitten", value)])


def test_two_packages_registering_one_kind_are_refused() -> None:
    kind, value = next(iter(_own().items()))
    with pytest.raises(GameRegistryError, match=f"two packages register the game kind '{kind}'"):
        games_of([point(kind, value), point(kind, value)])


def test_an_entry_point_that_is_not_a_game_is_refused() -> None:
    with pytest.raises(GameRegistryError, match="not a domain.core.game.Game"):
        games_of([point("outcome", "domain.core.game:Outcome")])


def test_no_game_at_all_is_an_installation_problem_said_so() -> None:
    with pytest.raises(GameRegistryError, match=r"pip install -e \."):
        games_of([])


def _own() -> dict[str, str]:
    return {p.name: p.value for p in distribution("clowder").entry_points if p.group == GROUP}
