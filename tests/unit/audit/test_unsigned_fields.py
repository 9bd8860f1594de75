"""Nothing outside the chain and the signature is believed: each unsigned field of an export is
either checked against the events or not used, and only a whole, trusted check reads as verified.

Each forgery here is one an operator holding the seed and the signing key could make (the chain
recomputed, the head re-signed), or one anybody could make to a file: an edited flag or field.
"""

from __future__ import annotations

import re

import pytest
from msgspec.structs import replace

from domain.audit.findings import Verification
from domain.audit.verify import verify_export
from tests.unit.audit.played import GAMES, KINDS, TRUSTED, changed, played, rechained, redealt
from tests.unit.audit.verify_command import run_verify

pytestmark = pytest.mark.unit


def lines(result: Verification) -> list[str]:
    return [finding.line() for finding in result.findings]


def first_game_version(kind: str) -> int:
    return next(event.version for event in played(kind).events if not event.type.startswith("lobby."))


@pytest.mark.parametrize("kind", KINDS)
def test_a_redealt_game_is_caught_even_when_its_export_says_it_is_not_complete(kind: str, tmp_path: object) -> None:
    honest = played(kind)
    forged = replace(redealt(honest), complete=False)
    result = verify_export(GAMES, forged, trusted_keys=TRUSTED)
    print(kind, "complete:false on a re-dealt game:", result.outcome, lines(result)[:3])
    assert result.outcome == "broken"
    dealt = first_game_version(kind)
    assert any(f.check == "replay" and f.version == dealt for f in result.findings), lines(result)
    assert any(f.check == "header" and "complete" in f.message for f in result.findings), lines(result)
    code, printed = run_verify(tmp_path, forged, TRUSTED)
    assert code == 1 and "NOT verified" in printed and "everything holds" not in printed, printed


def test_an_ended_games_history_is_replayed_whatever_the_flag_says() -> None:
    honest = played("feed-the-kitten")
    flagged = verify_export(GAMES, replace(honest, complete=False), trusted_keys=TRUSTED)
    assert flagged.redecided == flagged.batches > 0, "every batch re-decided, the lobby's included"
    assert flagged.outcome == "broken" and [f.check for f in flagged.findings] == ["header"], lines(flagged)


def test_a_share_made_of_a_finished_games_events_without_its_seed_is_refused() -> None:
    honest = played("kinoko-kombat")
    hidden = replace(honest, complete=False, status="running", server_seed=None, seat=0)
    result = verify_export(GAMES, hidden, trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any("does not reveal the server seed" in line for line in lines(result)), lines(result)


def test_an_edited_client_seeds_field_is_named() -> None:
    honest = played("trending-kittens")
    forged = replace(honest, client_seeds=["chosen", "by me"])
    result = verify_export(GAMES, forged, trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert [line for line in lines(result) if "client_seeds" in line] == [
        '[header] the export\'s client_seeds are not the ones the lobby.seat_taken events recorded (expected ["seed-0-1","seed-1-1"], found ["chosen","by me"])'
    ]


@pytest.mark.parametrize("status", ["running", "open", "won"])
def test_a_finished_game_said_to_be_otherwise_is_named(status: str) -> None:
    honest = played("kombat-kittens")
    result = verify_export(GAMES, replace(honest, status=status), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any(f.check == "header" and ("status" in f.message) for f in result.findings), lines(result)


def test_corrupt_may_stand_for_finished_and_nothing_else() -> None:
    """The service calls a history it can no longer fold ``corrupt``; the word is a claim like any
    other: it may replace ``finished`` but never excuse a share's ``complete`` or ``seat``."""
    honest = played("feed-the-kitten")
    said_corrupt = verify_export(GAMES, replace(honest, status="corrupt"), trusted_keys=TRUSTED)
    assert said_corrupt.outcome == "verified", lines(said_corrupt)
    for claims in ({"complete": False}, {"seat": 1}, {"complete": False, "seat": 0}):
        result = verify_export(GAMES, replace(honest, status="corrupt", **claims), trusted_keys=TRUSTED)
        named = {claim for claim in claims for line in lines(result) if f"export's {claim} is not" in line}
        assert result.outcome == "broken" and named == set(claims), (claims, lines(result))


def test_a_seat_named_on_an_ended_games_export_is_refused() -> None:
    honest = played("kinoko-kombat")
    result = verify_export(GAMES, replace(honest, seat=1), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any(f.check == "header" and "export's seat is not" in f.message for f in result.findings), lines(result)


def test_an_event_whose_metadata_hash_is_not_its_hash_is_refused() -> None:
    honest = played("feed-the-kitten")
    events = list(honest.events)
    at = len(events) // 2
    events[at] = replace(events[at], metadata={**events[at].metadata, "hash": "00" * 32})
    result = verify_export(GAMES, replace(honest, events=events), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any(
        f.check == "chain" and f.version == events[at].version and "metadata.hash" in f.message for f in result.findings
    ), lines(result)


@pytest.mark.parametrize("kind", KINDS)
def test_a_running_seats_share_is_partial_never_verified(kind: str, tmp_path: object) -> None:
    share = played(kind, moves=4, seat=0)
    result = verify_export(GAMES, share, trusted_keys=TRUSTED)
    assert not result.findings and result.outcome == "partial" and not result.ok
    code, printed = run_verify(tmp_path, share, TRUSTED)
    print(printed)
    assert code == 4 and "PARTIAL, not verified" in printed and "everything holds" not in printed


def test_a_running_share_that_claims_to_be_complete_is_named() -> None:
    share = played("kombat-kittens", moves=4, seat=0)
    result = verify_export(GAMES, replace(share, complete=True, seat=None), trusted_keys=TRUSTED)
    assert result.outcome == "broken", lines(result)


#: An exception named with nothing after its name: the fault it stands for is not said.
UNNAMED = re.compile(r"\b\w+(Error|Exception):\s*(\(|$|,)")


def test_every_fault_of_a_rewritten_kombat_kittens_game_is_named() -> None:
    """Each forgery changes one event and recomputes the chain: only the rules can tell, and they
    must say what was checked, where, and what they expected; never a bare ``AssertionError:``."""
    honest = played("kombat-kittens")
    forged = named = 0
    for index, event in enumerate(honest.events):
        if event.type.startswith("lobby.") or (edited := changed(event.data)) == event.data:
            continue
        events = list(honest.events)
        events[index] = replace(event, data=edited)
        result = verify_export(GAMES, rechained(honest, events), trusted_keys=TRUSTED)
        forged += 1
        assert result.outcome == "broken", f"version {event.version} forged, yet {result.outcome}"
        for finding in result.findings:
            assert finding.message and not UNNAMED.search(finding.message), finding.line()
        named += any(finding.version == event.version for finding in result.findings)
    print(f"kombat-kittens: {forged} single-event rewrites, {named} named at the forged version")
    assert forged > 100 and named == forged


@pytest.mark.parametrize("kind", KINDS)
def test_an_aborted_game_verifies(kind: str, tmp_path: object) -> None:
    aborted = played(kind, moves=5, abort=True)
    assert aborted.events[-1].type == "lobby.game_aborted" and aborted.complete
    result = verify_export(GAMES, aborted, trusted_keys=TRUSTED)
    assert result.outcome == "verified", lines(result)
    assert any("by an abort" in line for line in result.checked), result.checked
    code, printed = run_verify(tmp_path, aborted, TRUSTED)
    assert code == 0 and "verified: everything holds" in printed, printed


def test_nothing_may_follow_an_abort() -> None:
    aborted = played("feed-the-kitten", moves=5, abort=True)
    last = aborted.events[-1]
    after = replace(aborted.events[-2], version=last.version + 1, metadata={"decided_at": last.version})
    result = verify_export(GAMES, rechained(aborted, [*aborted.events, after]), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any("comes after the game ended (by an abort" in line for line in lines(result)), lines(result)


def test_a_seat_taken_after_the_start_is_refused() -> None:
    """A new client seed mid-game would let a forger choose every later shuffle."""
    honest = played("feed-the-kitten")
    middle = len(honest.events) // 2
    end = next(i for i in range(middle, len(honest.events)) if honest.events[i].metadata["decided_at"] == i)
    kept = honest.events[:end]  # whole batches: the next one was decided at the last kept version
    seating = next(event for event in honest.events if event.type == "lobby.seat_taken")
    reseated = replace(
        seating,
        version=kept[-1].version + 1,
        data={**seating.data, "client_seed": "chosen-later"},
        metadata={**seating.metadata, "decided_at": kept[-1].version},
    )
    forged = replace(
        rechained(honest, [*kept, reseated]),
        status="running",
        complete=False,
        client_seeds=["chosen-later", *honest.client_seeds[1:]],
    )
    result = verify_export(GAMES, forged, trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any(
        f.version == reseated.version and "lobby.seat_taken after the game began" in f.message for f in result.findings
    ), lines(result)


def test_nothing_may_follow_an_abort_in_its_own_batch() -> None:
    aborted = played("kinoko-kombat", moves=5, abort=True)
    last = aborted.events[-1]
    after = replace(aborted.events[-2], version=last.version + 1, metadata=last.metadata)
    result = verify_export(GAMES, rechained(aborted, [*aborted.events, after]), trusted_keys=TRUSTED)
    assert result.outcome == "broken"
    assert any(f.version == after.version and "comes after the game ended" in f.message for f in result.findings)
