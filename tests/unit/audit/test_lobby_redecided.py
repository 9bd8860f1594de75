"""The lobby's batches are re-decided too: a seat taken twice, a taken seat taken again, a seat that
does not exist, or a start with an empty seat is a finding, even when the operator who forged it
recomputed the chain and re-signed the head (only re-deciding can tell).
"""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from domain.audit.export import GameExport
from domain.audit.findings import Verification
from domain.audit.verify import verify_export
from tests.unit.audit.played import GAMES, KINDS, TRUSTED, played, rechained

pytestmark = pytest.mark.unit

#: In every played game: version 1 is the creation (by p0), 2 and 3 the seats taken by p0 and p1, 4 the start.
SECOND_SEAT = 3


def forged(export: GameExport, data: dict[str, Any], type_: str | None = None, by: str | None = None) -> GameExport:
    """The second seating replaced by ``data`` (and its type and its cause's player), rechained and re-signed."""
    events = list(export.events)
    at = next(index for index, event in enumerate(events) if event.version == SECOND_SEAT)
    metadata = {**events[at].metadata, **({} if by is None else {"player_id": by})}
    events[at] = replace(events[at], type=type_ or events[at].type, data=data, metadata=metadata)
    return rechained(export, events)


def refused_at(result: Verification) -> list[tuple[int | None, str]]:
    return [(finding.version, finding.message) for finding in result.findings if finding.check == "replay"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_player_seated_twice_is_refused(kind: str) -> None:
    honest = played(kind)
    twice = {"type": "lobby.seat_taken", "seat": 1, "player_id": "p0", "player_name": "player 0", "client_seed": ""}
    result = verify_export(GAMES, forged(honest, twice, by="p0"), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert refused_at(result)[0][0] == SECOND_SEAT and "already hold a seat" in refused_at(result)[0][1], result


def test_a_taken_seat_taken_again_is_refused() -> None:
    again = {"type": "lobby.seat_taken", "seat": 0, "player_id": "p1", "player_name": "player 1", "client_seed": ""}
    result = verify_export(GAMES, forged(played("feed-the-kitten"), again), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert refused_at(result)[0][0] == SECOND_SEAT and "seat 0 is taken" in refused_at(result)[0][1], result


def test_a_seat_that_does_not_exist_is_refused() -> None:
    nowhere = {"type": "lobby.seat_taken", "seat": -1, "player_id": "p1", "player_name": "player 1", "client_seed": ""}
    result = verify_export(GAMES, forged(played("kinoko-kombat"), nowhere), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert refused_at(result)[0][0] == SECOND_SEAT and "does not exist" in refused_at(result)[0][1], result


def test_a_start_with_an_empty_seat_is_refused() -> None:
    """The second player never sat: the first stood up instead, and the game started anyway."""
    stood_up = {"type": "lobby.seat_left", "seat": 0, "player_id": "p0"}
    result = verify_export(
        GAMES, forged(played("trending-kittens"), stood_up, "lobby.seat_left", by="p0"), trusted_keys=TRUSTED
    )
    assert result.outcome == "broken"
    version, message = refused_at(result)[0]
    assert version == SECOND_SEAT + 1 and "empty" in message, result
