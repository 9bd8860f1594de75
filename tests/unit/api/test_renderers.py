"""The module a game page loads for a kind it carries no renderer of (api/web/renderers.py)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from api.web.pages import STATIC
from api.web.renderers import packaged, source_of
from services.game_registry import all_games

pytestmark = pytest.mark.unit

GAME = next(iter(all_games().values()))


def test_a_game_without_a_renderer_gets_the_generic_one_under_its_title() -> None:
    title = 'A "quoted" </script> title'
    source = source_of(dataclasses.replace(GAME, title=title))
    assert 'import { generic } from "/static/js/games/generic.js";' in source
    assert f"generic({json.dumps(title)})" in source
    assert (STATIC / "js" / "games" / "generic.js").is_file()


def test_a_game_that_ships_a_renderer_gets_it_as_its_package_holds_it() -> None:
    shipped = dataclasses.replace(GAME, renderer="api.web:static/js/games/feed-the-kitten.js")
    assert source_of(shipped) == (STATIC / "js" / "games" / "feed-the-kitten.js").read_text()


@pytest.mark.parametrize(
    "reference", ["api.web:../app.py", "api.web:/etc/passwd.js", "api.web", ":x.js", "api.web:x.py"]
)
def test_a_renderer_is_a_javascript_file_inside_its_package(reference: str) -> None:
    with pytest.raises(ValueError, match="package:path"):
        packaged(reference)


def test_a_renderer_that_cannot_be_read_falls_back_to_the_generic_one() -> None:
    for reference in ("api.web:static/js/games/missing.js", "no_such_package_anywhere:renderer.js"):
        assert "generic(" in source_of(dataclasses.replace(GAME, renderer=reference))
