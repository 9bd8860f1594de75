"""A forged history whose command names no seat is refused by name, not decided for seat None.

The replay read a command's seat from its metadata and handed whatever it found
(None when the key is gone) to the rules, typed as an int; mypy caught it. The
finding then blamed the turn order ("from seat None: it is seat 0's turn"); a
forger who strips the seat must get a finding that says what is wrong.
"""

from __future__ import annotations

import asyncio

import pytest
from msgspec.structs import replace

from domain.audit.replay import replay
from tests.unit.audit.test_random_tampering import GAMES, finished_export

pytestmark = pytest.mark.unit


def test_a_command_without_its_seat_is_named() -> None:
    export = asyncio.run(finished_export("feed-the-kitten", 7))
    assert export.server_seed is not None
    index = next(i for i, event in enumerate(export.events) if event.metadata.get("command") is not None)
    forged = export.events[index]
    metadata = {key: value for key, value in forged.metadata.items() if key != "seat"}
    events = [*export.events[:index], replace(forged, metadata=metadata), *export.events[index + 1 :]]

    honest = replay(GAMES, export.game_id, export.events, bytes.fromhex(export.server_seed))
    outcome = replay(GAMES, export.game_id, events, bytes.fromhex(export.server_seed))

    print(f"findings: honest {len(honest.findings)}, seatless {len(outcome.findings)}")
    assert honest.findings == []
    assert [finding.version for finding in outcome.findings] == [forged.version]
    assert "names no seat" in str(outcome.findings[0])
