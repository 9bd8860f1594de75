"""A game package outside the project's folders, made by the tests: Feed the Kitten as ``fed-up-kitten``.

It holds nothing of Clowder but what any third-party game package would: a
module declaring its :class:`~domain.core.game.Game` (here Feed the Kitten's
own functions under another kind id and title) and the package's metadata,
whose ``entry_points.txt`` registers it in ``clowder.games``, exactly what
``pip install`` of a wheel with ``[project.entry-points."clowder.games"]``
writes. A process with the folder on its ``PYTHONPATH`` finds the game by that
entry point alone: nothing in the project names the kind.
"""

from __future__ import annotations

import os
from pathlib import Path

KIND = "fed-up-kitten"
TITLE = "Fed Up Kitten"

_MODULE = f'''"""{TITLE}: Feed the Kitten's rules, declared under a kind of its own."""

import dataclasses

from domain.feed_the_kitten import GAME as FEED_THE_KITTEN

GAME = dataclasses.replace(FEED_THE_KITTEN, kind="{KIND}", title="{TITLE}")
'''
_METADATA = f"Metadata-Version: 2.1\nName: {KIND}\nVersion: 1.0\nSummary: {TITLE}, a Clowder game\n"
_ENTRY_POINTS = f"[clowder.games]\n{KIND} = fed_up_kitten:GAME\n"


def build_game_package(root: Path) -> Path:
    """The package and its metadata in ``root`` (a folder to put on ``PYTHONPATH``)."""
    package = root / "fed_up_kitten"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(_MODULE)
    metadata = root / "fed_up_kitten-1.0.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text(_METADATA)
    (metadata / "entry_points.txt").write_text(_ENTRY_POINTS)
    return root


def environment_with(root: Path, **extra: str) -> dict[str, str]:
    """This process's environment with the package on ``PYTHONPATH`` (and ``extra`` variables)."""
    path = os.pathsep.join(part for part in (str(root), os.environ.get("PYTHONPATH", "")) if part)
    return {**os.environ, "PYTHONPATH": path, **extra}
