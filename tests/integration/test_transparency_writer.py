"""The log writer on a real PostgreSQL: one leaf per batch of every chained game, in commit order, appended
with its nodes, checkpoint and signed head in one transaction; proofs served from the stored nodes equal
RFC 9162's (tests/unit/audit/rfc9162.py); a restart, a small page, two writers at once and a key rotation
change none of it."""

from __future__ import annotations

import asyncio

import msgspec
import pytest

from domain.audit.log_leaf import BatchEvent, LogLeaf, batch_leaves
from domain.audit.log_proofs import consistency_problem, inclusion_problem
from domain.audit.tree_head import check_head
from domain.hosting.record import stream_id_of
from services.signing import PostgresKeys
from services.transparency import tables
from services.transparency.reader import LogReader
from services.transparency.writer import LogWriter
from tests.integration.conftest import Wiring, started_game
from tests.integration.test_audit_tamper import play_finished
from tests.unit.audit import rfc9162

pytestmark = pytest.mark.integration


async def expected_leaves(wiring: Wiring, game_ids: list[str]) -> list[LogLeaf]:
    """Every batch of these games as docs/fairness.md defines one, ordered as the store committed them."""
    found = []
    for game_id in game_ids:
        recorded = await wiring.store.read_stream(stream_id_of(game_id))
        events = []
        for event in recorded:
            metadata = msgspec.json.decode(event.metadata)
            events.append(BatchEvent(event.version, metadata["decided_at"], metadata["hash"]))
        commit = {event.version: event.checkpoint for event in recorded}
        found += [(commit[leaf.last_version], leaf) for leaf in batch_leaves(game_id, events)]
    return [leaf for _, leaf in sorted(found, key=lambda pair: pair[0])]


async def logged(wiring: Wiring) -> list[LogLeaf]:
    return [stored.leaf for stored in await tables.leaves_from(wiring.pool, 0, 100_000)]


async def writer_of(wiring: Wiring, **options: object) -> tuple[LogWriter, PostgresKeys]:
    keys = PostgresKeys(wiring.pool, refresh_seconds=0)
    await keys.ensure()
    writer = LogWriter(wiring.pool, wiring.store, keys, **options)  # type: ignore[arg-type]
    await writer.load()
    return writer, keys


async def test_every_batch_is_a_leaf_in_commit_order_and_every_proof_is_rfc_9162s(wiring: Wiring) -> None:
    writer, keys = await writer_of(wiring)
    first, _ = await play_finished(wiring, keys, "feed-the-kitten", seed=1)
    running, _ = await started_game(wiring, "kombat-kittens", seats=3)
    await writer.round()
    small = await LogReader(wiring.pool).latest_head()
    second, _ = await play_finished(wiring, keys, "kinoko-kombat", seed=2)
    await writer.round()

    expected = await expected_leaves(wiring, [first, running, second])
    assert await logged(wiring) == expected
    print(f"{len(expected)} leaves for 3 games; heads of {small.tree_size} and {len(expected)} leaves")
    entries = [leaf.entry() for leaf in expected]
    reader = LogReader(wiring.pool)
    head = await reader.latest_head()
    public = await keys.public_keys()
    assert head.tree_size == len(expected) and head.root_hash == rfc9162.mth(entries).hex()
    assert check_head(head, public) is None and check_head(small, public) is None
    for index in range(len(expected)):
        proof = await reader.inclusion(index, None, None, None)
        assert proof.leaf == expected[index]
        assert [bytes.fromhex(node) for node in proof.audit_path] == rfc9162.path(index, entries)
        assert inclusion_problem(proof, public) is None
    for index in range(small.tree_size):  # against the older head as well
        proof = await reader.inclusion(index, None, None, small.tree_size)
        assert [bytes.fromhex(node) for node in proof.audit_path] == rfc9162.path(index, entries[: small.tree_size])
    consistency = await reader.consistency(small.tree_size, None)
    assert [bytes.fromhex(node) for node in consistency.proof] == rfc9162.proof(small.tree_size, entries)
    assert consistency_problem(consistency, public) is None

    by_version = await reader.inclusion(None, first, 7, None)  # a game's version finds its batch
    assert by_version.leaf.game_id == first and by_version.leaf.first_version <= 7 <= by_version.leaf.last_version
    last = await reader.inclusion(None, first, None, None)
    assert last.leaf.last_version == (await wiring.store.stream_version(stream_id_of(first)))


async def test_a_small_page_splits_no_batch(wiring: Wiring) -> None:
    """The deal appends many events in one transaction: a page that ends inside it is read again whole."""
    writer, keys = await writer_of(wiring, page=2)
    game_id, _ = await play_finished(wiring, keys, "trending-kittens", seed=3)
    await writer.round()
    assert await logged(wiring) == await expected_leaves(wiring, [game_id])


async def test_a_restarted_writer_resumes_where_it_committed(wiring: Wiring) -> None:
    writer, keys = await writer_of(wiring)
    first, _ = await play_finished(wiring, keys, "feed-the-kitten", seed=4)
    await writer.round()
    before = await LogReader(wiring.pool).latest_head()
    second, _ = await play_finished(wiring, keys, "feed-the-kitten", seed=5)
    again, _ = await writer_of(wiring)  # a new process: the checkpoint and the tree's edge come from the tables
    assert again.checkpoint == writer.checkpoint and again.tree.root() == writer.tree.root()
    await again.round()
    await again.round()
    assert await logged(wiring) == await expected_leaves(wiring, [first, second])
    assert consistency_problem(await LogReader(wiring.pool).consistency(before.tree_size, None)) is None


async def test_two_writers_at_once_never_log_a_batch_twice(wiring: Wiring) -> None:
    """A lease changing hands may let two writers overlap for a moment: the leaves' key lets one win."""
    one, keys = await writer_of(wiring)
    other, _ = await writer_of(wiring)
    game_id, _ = await play_finished(wiring, keys, "kinoko-kombat", seed=6)
    results = await asyncio.gather(one.round(), other.round(), return_exceptions=True)
    print("two writers:", [type(result).__name__ for result in results])
    assert any(not isinstance(result, BaseException) for result in results)
    survivor, _ = await writer_of(wiring)
    await survivor.round()
    assert await logged(wiring) == await expected_leaves(wiring, [game_id])
    head = await LogReader(wiring.pool).latest_head()
    assert head.root_hash == survivor.tree.root().hex()


async def test_a_quiet_log_signs_its_head_again_and_a_rotated_key_signs_the_next(wiring: Wiring) -> None:
    writer, keys = await writer_of(wiring, heartbeat=0.0)
    await started_game(wiring)
    await writer.round()
    grown = await LogReader(wiring.pool).latest_head()
    await writer.round()  # nothing new: a heartbeat of the same tree, later
    beat = await LogReader(wiring.pool).latest_head()
    assert (beat.tree_size, beat.root_hash) == (grown.tree_size, grown.root_hash)
    assert beat.timestamp > grown.timestamp
    rotated = await keys.rotate()
    await writer.round()
    after = await LogReader(wiring.pool).latest_head()
    assert after.key_id == rotated.key_id != grown.key_id
    public = await keys.public_keys()
    heads = await LogReader(wiring.pool).heads(0, 100)
    assert len(heads) >= 3 and all(check_head(head, public) is None for head in heads), "every head is kept"
