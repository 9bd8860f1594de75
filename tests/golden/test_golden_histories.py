"""Every golden history (a game played and exported by an earlier version of the code) replays and
audits clean with today's code, both as that version exported it and as today's service exports
its stored rows; and each legacy option that an old history needs is shown to be needed."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

import msgspec
import pytest

from domain.audit.export import GameExport, decode_export
from domain.audit.verify import verify_export
from domain.core.game import Game
from domain.hosting.record import stream_id_of
from eventstore import NewEvent
from eventstore.memory import InMemoryEventStore
from services.audit import export_game
from services.game_records import GameRecords
from services.game_registry import all_games
from services.seeds import InMemorySeeds
from tests.golden.make_golden import FixedKeySigner

pytestmark = pytest.mark.unit

GOLDEN = Path(__file__).parent
GAMES = all_games()
HISTORIES = sorted(path.relative_to(GOLDEN).as_posix() for path in GOLDEN.glob("*/*.json"))
MANIFEST: dict[str, dict[str, Any]] = json.loads((GOLDEN / "manifest.json").read_text())

#: Legacy options (kind, name) that some golden history fails its audit without: the rule it was played by.
NEEDED = {
    ("kombat-kittens", "dog_placement"),
    ("kombat-kittens", "final_dogfight_ends_game"),
    ("feed-the-kitten", "draw_after_renewal"),
    ("kinoko-kombat", "deal"),
    ("trending-kittens", "faction_edition"),
}
#: Legacy options whose value is today's default again (the rulebook's, restored): old games audit
#: clean without them today, but the entry pins their rule should the default change again; and
#: the value that would break a golden history of theirs.
PINNED = {("kombat-kittens", "recruit_twice_in_a_row", False)}


def golden(name: str) -> GameExport:
    return decode_export((GOLDEN / name).read_bytes())


def audited(export: GameExport, games: Any = GAMES) -> list[str]:
    """Every finding of today's verifier (empty: the audit is clean)."""
    checked = verify_export(games, export)
    assert checked.redecided or checked.findings, "nothing was re-decided"
    return [finding.line() for finding in checked.findings]


def test_every_golden_history_is_in_the_manifest_and_every_kind_has_one() -> None:
    assert set(HISTORIES) == set(MANIFEST)
    assert {name.split("/")[0] for name in HISTORIES} == set(GAMES)


@pytest.mark.parametrize("name", HISTORIES)
def test_a_golden_export_audits_clean_with_todays_code(name: str) -> None:
    export = golden(name)
    assert export.complete and export.status == "finished"
    assert audited(export) == []


@pytest.mark.parametrize("name", HISTORIES)
def test_the_stored_rows_of_a_golden_game_are_exported_and_audited_clean_today(name: str) -> None:
    export = asyncio.run(exported_today(golden(name)))
    assert audited(export) == []


async def exported_today(old: GameExport) -> GameExport:
    """The old game's rows in today's store, exported by today's service (as an old game in the database is)."""
    store, seeds = InMemoryEventStore(), InMemorySeeds()
    assert old.server_seed is not None
    await seeds.keep(old.game_id, bytes.fromhex(old.server_seed))
    for event in old.events:
        row = NewEvent(event.type, msgspec.json.encode(event.data), msgspec.json.encode(event.metadata))
        await store.append(stream_id_of(old.game_id), [row], event.version - 1)
    return await export_game(GameRecords(store, GAMES), seeds, FixedKeySigner(), old.game_id, None)


@pytest.mark.parametrize(("kind", "option"), sorted(NEEDED))
def test_a_golden_history_fails_its_audit_without_the_legacy_option_it_was_played_by(kind: str, option: str) -> None:
    games = {**GAMES, kind: forgetting(GAMES[kind], option)}
    failing = [name for name in HISTORIES if name.startswith(f"{kind}/") and audited(golden(name), games)]
    assert failing, f"no golden {kind} history needs the legacy {option}"


@pytest.mark.parametrize(("kind", "option", "other"), sorted(PINNED))
def test_a_golden_history_fails_its_audit_under_the_other_value_of_a_pinned_legacy_option(
    kind: str, option: str, other: object
) -> None:
    game = GAMES[kind]
    assert game.legacy_options[option] == getattr(game.options_type(), option) != other
    legacy = MappingProxyType({**game.legacy_options, option: other})
    games = {**GAMES, kind: dataclasses.replace(game, legacy_options=legacy)}
    failing = [name for name in HISTORIES if name.startswith(f"{kind}/") and audited(golden(name), games)]
    assert failing, f"no golden {kind} history needs {option} other than {other!r}"


def forgetting(game: Game[Any, Any, Any, Any], option: str) -> Game[Any, Any, Any, Any]:
    """The same game, had it forgotten which value of ``option`` old games were played by."""
    legacy = {name: value for name, value in game.legacy_options.items() if name != option}
    return dataclasses.replace(game, legacy_options=MappingProxyType(legacy))
