"""Tampering with a finished game in PostgreSQL is caught, and named, by `clowder verify` and `/audit`.

For one real finished game of each kind: an event's data edited, an event
deleted, two swapped, one inserted, the server seed replaced, a client seed
changed, the final signature forged, a receipt from another game, and a
complete rewrite with every hash recomputed and the head re-signed (which only
a player's receipt can catch). After each, the export is read back by a fresh
service (as after a restart: no cache) and checked twice, by the library
behind ``/audit`` and by the ``clowder verify`` command on the exported file.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from api.cli.verify import add_commands
from domain.audit import chain
from domain.audit.export import GameExport, encode_export
from domain.audit.receipts import KeySet, Receipt, new_private_key, sign
from domain.hosting.record import stream_id_of
from services.audit import audit, export_game
from services.game_records import GameRecords
from services.game_registry import all_games
from services.seeds import PostgresSeeds
from services.signing import PostgresKeys
from tests.integration.conftest import Wiring

pytestmark = pytest.mark.integration

#: Every registered game.
KINDS = list(all_games())


async def play_finished(
    wiring: Wiring, keys: PostgresKeys, kind: str, seats: int = 2, seed: int = 1
) -> tuple[str, list[Receipt]]:
    """A finished game of ``kind`` played with random legal commands; a receipt for each command."""
    players = [(await wiring.players.register(f"p{seat}")).player for seat in range(seats)]
    record = await wiring.service.create_game(players[0], kind, seats, {})
    for index, player in enumerate(players):
        await wiring.service.join(player, record.game_id, client_seed=f"client-{index}-{seed}")
    await wiring.service.start(players[0], record.game_id)
    game = wiring.games[kind]
    chooser = random.Random(seed)
    record = await wiring.service.records.load(record.game_id)
    receipts = []
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await wiring.service.act(players[seat], record.game_id, msgspec.to_builtins(command))).record
        receipts.append(await keys.receipt(record.game_id, record.version, record.chain_head))  # as the route does
    return record.game_id, receipts


async def fresh_export(wiring: Wiring, keys: PostgresKeys, game_id: str) -> GameExport:
    """The export a restarted service would give (no cached record or seed)."""
    return await export_game(GameRecords(wiring.store, wiring.games), PostgresSeeds(wiring.pool), keys, game_id, None)


def verify_cli(tmp_path: Path, export: GameExport, keys: KeySet, receipts: list[Receipt] = ()) -> tuple[int, str]:
    import argparse
    import contextlib
    import io

    (tmp_path / "export.json").write_bytes(encode_export(export))
    (tmp_path / "keys.json").write_bytes(msgspec.json.encode(keys))
    argv = [str(tmp_path / "export.json"), "--key", str(tmp_path / "keys.json")]
    for index, receipt in enumerate(receipts):
        (tmp_path / f"r{index}.json").write_bytes(msgspec.json.encode(receipt))
        argv += ["--receipt", str(tmp_path / f"r{index}.json")]
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    args = parser.parse_args(["verify", *argv])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = args.run(args)
    return code, out.getvalue()


class Rows:
    """The game's rows as stored, to put back after each tampering."""

    def __init__(self, wiring: Wiring, game_id: str) -> None:
        self.pool, self.stream = wiring.pool, stream_id_of(game_id)
        self.game_id = game_id

    async def __aenter__(self) -> Rows:
        async with self.pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT version, type, data::text, metadata::text FROM events WHERE stream_id = %s ORDER BY version",
                (self.stream,),
            )
            self.rows = await cursor.fetchall()
            cursor = await conn.execute("SELECT seed FROM game_seeds WHERE game_id = %s", (self.game_id,))
            self.seed = (await cursor.fetchone())[0]
        return self

    async def restore(self) -> None:
        async with self.pool.connection() as conn, conn.transaction():
            await conn.execute("DELETE FROM events WHERE stream_id = %s", (self.stream,))
            for version, type_, data, metadata in self.rows:
                await conn.execute(
                    "INSERT INTO events (stream_id, version, type, data, metadata) VALUES (%s, %s, %s, %s::jsonb, %s::jsonb)",
                    (self.stream, version, type_, data, metadata),
                )
            await conn.execute("UPDATE game_seeds SET seed = %s WHERE game_id = %s", (self.seed, self.game_id))

    async def sql(self, statement: str, *params: Any) -> None:
        async with self.pool.connection() as conn:
            await conn.execute(statement, params)

    async def __aexit__(self, *exc: object) -> None:
        await self.restore()


def _mutated(value: Any) -> Any:
    """``value`` with one change a forger might make: two different cards swapped, or a number bumped."""
    if isinstance(value, list):
        if len(value) >= 2 and value[0] != value[1] and not isinstance(value[0], dict | list):
            return [value[1], value[0], *value[2:]]
        for index, item in enumerate(value):
            changed = _mutated(item)
            if changed != item:
                return [*value[:index], changed, *value[index + 1 :]]
    if isinstance(value, dict):
        for key in sorted(value):
            if key == "type":
                continue
            changed = _mutated(value[key])
            if changed != value[key]:
                return {**value, key: changed}
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value + 1
    return value


def kinds(findings: list[Any]) -> set[tuple[str, int | None]]:
    return {(finding.check, finding.version) for finding in findings}


async def rewrite_from(rows: Rows, wiring: Wiring, keys: PostgresKeys, game_id: str, version: int, data: dict) -> None:
    """What an operator holding the seed and the key could do: edit one event and recompute every hash after it."""
    seed = bytes(rows.seed)
    previous = chain.GENESIS
    for stored_version, type_, stored_data, metadata in rows.rows:
        body = data if stored_version == version else msgspec.json.decode(stored_data)
        meta = msgspec.json.decode(metadata)
        link = chain.link(seed, previous, rows.stream, stored_version, type_, body, meta)
        meta["hash"] = link.hex()
        previous = link
        if stored_version >= version:
            await rows.sql(
                "UPDATE events SET data = %s::jsonb, metadata = %s::jsonb WHERE stream_id = %s AND version = %s",
                msgspec.json.encode(body).decode(),
                msgspec.json.encode(meta).decode(),
                rows.stream,
                stored_version,
            )


@pytest.mark.parametrize("kind", KINDS)
async def test_every_tampering_is_named_by_verify_and_audit(wiring: Wiring, kind: str, tmp_path: Path) -> None:
    keys = PostgresKeys(wiring.pool)
    await keys.ensure()
    game_id, receipts = await play_finished(wiring, keys, kind)
    other_id, other_receipts = await play_finished(wiring, keys, "feed-the-kitten", seed=9)
    trusted = KeySet(await keys.public_keys())

    async def check(
        name: str, expected: set[tuple[str, int | None]], export: GameExport | None = None, given: list[Receipt] = ()
    ) -> None:
        export = export or await fresh_export(wiring, keys, game_id)
        report = audit(wiring.games, export, trusted.keys)
        from domain.audit.verify import verify_export

        found = kinds(verify_export(wiring.games, export, given, trusted.keys).findings)
        code, printed = verify_cli(tmp_path, export, trusted, list(given))
        print(f"{kind} {name}: audit ok={report.ok} findings={sorted(found, key=str)} verify exit={code}")
        assert expected <= found, f"{name}: expected {expected} among {found}"
        assert code == 1 and "NOT verified" in printed, printed
        if not given:
            assert not report.ok and report.mismatches, name
        for check_name, version in expected:
            assert f"[{check_name}] version {version}:" in printed or version is None, printed

    honest = await fresh_export(wiring, keys, game_id)
    assert audit(wiring.games, honest, trusted.keys).ok, audit(wiring.games, honest, trusted.keys)
    code, printed = verify_cli(tmp_path, honest, trusted, receipts[:5])
    assert code == 0, printed

    async with Rows(wiring, game_id) as rows:
        game_versions = [version for version, type_, _, _ in rows.rows if not type_.startswith("lobby.")]
        mid = game_versions[len(game_versions) // 2]
        seat_taken = next(version for version, type_, _, _ in rows.rows if type_ == "lobby.seat_taken")
        data = {version: msgspec.json.decode(body) for version, _, body, _ in rows.rows}

        await rows.sql(
            "UPDATE events SET data = %s::jsonb WHERE stream_id = %s AND version = %s",
            msgspec.json.encode(_mutated(data[mid])).decode(),
            rows.stream,
            mid,
        )
        await check("edited", {("chain", mid)})
        await rows.restore()

        await rows.sql("DELETE FROM events WHERE stream_id = %s AND version = %s", rows.stream, mid)
        await check("deleted", {("order", mid), ("chain", mid + 1)})
        await rows.restore()

        await rows.sql("UPDATE events SET version = 1000000 WHERE stream_id = %s AND version = %s", rows.stream, mid)
        await rows.sql(
            "UPDATE events SET version = %s WHERE stream_id = %s AND version = %s", mid, rows.stream, mid + 1
        )
        await rows.sql(
            "UPDATE events SET version = %s WHERE stream_id = %s AND version = 1000000", mid + 1, rows.stream
        )
        await check("swapped", {("chain", mid), ("chain", mid + 1)})
        await rows.restore()

        await rows.sql(
            "UPDATE events SET version = version + 1000000 WHERE stream_id = %s AND version >= %s", rows.stream, mid
        )
        await rows.sql(
            "UPDATE events SET version = version - 999999 WHERE stream_id = %s AND version >= 1000000", rows.stream
        )
        await rows.sql(
            "INSERT INTO events (stream_id, version, type, data, metadata)"
            " SELECT stream_id, %s, type, data, metadata FROM events WHERE stream_id = %s AND version = %s",
            mid,
            rows.stream,
            mid - 1,
        )
        await check("inserted", {("chain", mid), ("chain", mid + 1)})
        await rows.restore()

        await rows.sql("UPDATE game_seeds SET seed = %s WHERE game_id = %s", bytes(32), game_id)
        await check("server seed replaced", {("commitment", 1)})
        await rows.restore()

        forged_seat = {**data[seat_taken], "client_seed": "forged"}
        await rows.sql(
            "UPDATE events SET data = %s::jsonb WHERE stream_id = %s AND version = %s",
            msgspec.json.encode(forged_seat).decode(),
            rows.stream,
            seat_taken,
        )
        await check("client seed changed", {("chain", seat_taken)})
        await rows.restore()

        signed = honest.signed_head
        assert signed is not None
        flipped = ("0" if signed.signature[0] != "0" else "1") + signed.signature[1:]
        await check(
            "signature forged",
            {("signature", signed.version)},
            replace(honest, signed_head=replace(signed, signature=flipped)),
        )
        stranger, _ = new_private_key()
        resigned = sign(stranger, game_id, signed.version, signed.head)
        await check("signed by another key", {("signature", signed.version)}, replace(honest, signed_head=resigned))

        await check("receipt of another game", {("receipt", other_receipts[0].version)}, honest, [other_receipts[0]])
        ended_at = honest.events[-1].version
        await check("complete flag cleared", {("header", ended_at)}, replace(honest, complete=False))
        await check("said to be running", {("header", ended_at)}, replace(honest, status="running"))
        await check("client seeds edited", {("header", None)}, replace(honest, client_seeds=["mine", "too"]))

        renamed = {**data[seat_taken], "player_name": "someone else"}
        await rewrite_from(rows, wiring, keys, game_id, seat_taken, renamed)
        rewritten = await fresh_export(wiring, keys, game_id)
        assert audit(wiring.games, rewritten, trusted.keys).ok, "a full rewrite with the seed and key passes alone"
        await check("rewritten and re-signed", {("receipt", receipts[0].version)}, rewritten, [receipts[0]])
    assert audit(wiring.games, await fresh_export(wiring, keys, game_id), trusted.keys).ok
    assert other_id != game_id
