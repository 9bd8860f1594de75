"""The transparency log over HTTP, watched by `clowder monitor` in a process of its own.

The honest service logs every batch of every game within seconds, and the monitor, `clowder verify` and the
command answers agree with it. Then an operator with the database and the signing key misbehaves, each time
on a service of its own whose log writer the test runs by hand: it signs a second head of one size (a fork),
rebuilds the log without a game (its heads no longer extend the old ones, and the game is missing), rewrites
a logged game (its new final head is not the logged one) and signs a head with a key it never published.
Each is caught, with exit code 1 and the fault named.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import httpx
import pytest

from api.client.session import ClowderClient
from domain.audit.export import decode_export
from domain.audit.log_leaf import BatchEvent, batch_leaves, decided_at
from domain.audit.receipts import new_private_key
from domain.audit.tree_head import HeadSigner
from tests.e2e.transparency_tools import Operator, clowder, eventually, operated_service, play, saved

pytestmark = pytest.mark.e2e

#: A batch must be in the log this soon after its command was answered: the writer's round (1 s) and its
#: work, with room for a loaded machine (measured: docs/transparency.md).
BOUND_SECONDS = 10.0


def monitor(url: str, folder: Path, *more: str) -> list[str]:
    return ["monitor", url, "--state", str(folder / "state.json"), "--polls", "1", *more]


async def test_every_batch_is_logged_within_the_bound_and_checked_by_verify_and_monitor(
    service_url: str, http: httpx.AsyncClient, anonymous: ClowderClient, tmp_path: Path
) -> None:
    played = await play(anonymous, "kombat-kittens", seed=1)
    last = played.answers[-1]
    locator = last["log"]
    assert locator["leaf"] == {
        "game_id": played.game_id,
        "first_version": last["events"][0]["version"],
        "last_version": last["version"],
        "head": last["chain"]["hash"],
    }

    async def logged() -> bool:
        return (await http.get(locator["proof"])).status_code == 200

    waited = await eventually(logged, BOUND_SECONDS)
    print(f"the final batch was provable {waited:.2f} s after its answer")
    proof = (await http.get(locator["proof"])).json()
    assert proof["leaf"] == locator["leaf"] and proof["leaf_hash"] == locator["leaf_hash"]

    raw = (await http.get(f"/games/{played.game_id}/export")).content
    export = decode_export(raw)
    assert export.log is not None and export.log.leaf.last_version == export.head.version
    events = [BatchEvent(e.version, decided_at(e.metadata), e.hash) for e in export.events]
    batches = batch_leaves(played.game_id, events)
    leaves = (await http.get("/log/leaves", params={"limit": 1000})).json()["leaves"]
    mine = [leaf["leaf"] for leaf in leaves if leaf["leaf"]["game_id"] == played.game_id]
    assert mine == [{f: getattr(b, f) for f in ("game_id", "first_version", "last_version", "head")} for b in batches]
    print(f"{len(batches)} batches of game {played.game_id}, each a leaf")

    code, out = await clowder("verify", saved(tmp_path, "export.json", raw), "--url", service_url)
    assert code == 0 and "(the final head) are leaf" in out
    audited = await anonymous.audit(played.game_id)  # the service's own audit checks the proof too
    assert audited["ok"] and any("(the final head) are leaf" in line for line in audited["checked"])
    receipts = saved(tmp_path, "answers.json", played.answers)
    code, out = await clowder(*monitor(service_url, tmp_path, "--export", str(tmp_path / "export.json")))
    assert code == 0 and "1 in the log" in out
    later = await play(anonymous, "kinoko-kombat", seed=2)  # the log grows: the next run checks it extends
    await eventually(lambda: _in_log(http, later.game_id, later.answers[-1]["version"]), BOUND_SECONDS)
    code, out = await clowder(*monitor(service_url, tmp_path, "--receipt", receipts, "--gossip", str(tmp_path / "g")))
    assert code == 0 and f"{len(played.answers)} in the log" in out and "new head(s) checked" in out


async def _in_log(http: httpx.AsyncClient, game_id: str, version: int) -> bool:
    answer = await http.get("/log/proofs/inclusion", params={"game_id": game_id, "version": version})
    return answer.status_code == 200


async def watched(operator: Operator, tmp_path: Path, seed: int = 1) -> tuple[str, str]:
    """A game played and logged, its export saved, and a monitor that has checked the log once."""
    async with httpx.AsyncClient(base_url=operator.url, timeout=30) as http:
        played = await play(ClowderClient(http), seed=seed)
        await operator.log_now()
        export = saved(tmp_path, f"export-{seed}.json", (await http.get(f"/games/{played.game_id}/export")).content)
    code, out = await clowder(*monitor(operator.url, tmp_path, "--export", export))
    assert code == 0, out
    return played.game_id, export


async def test_two_heads_of_one_size_with_different_roots_are_a_fork(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    async with operated_service(postgres_url, redis_url) as operator:
        await watched(operator, tmp_path)
        size = operator.writer.tree.size
        await operator.publish(await operator.forged_head(size, hashlib.sha256(b"another tree").digest()))
        code, out = await clowder(*monitor(operator.url, tmp_path))
        assert code == 1 and "FAIL [fork]" in out and f"two signed heads of {size} leaves" in out

        # A monitor that never saw the honest head is told of it by another's gossip file.
        gossip = saved(tmp_path, "gossip.json", {"heads": [operator.writer.last_head]})
        code, out = await clowder("monitor", operator.url, "--polls", "1", "--gossip", gossip)
        assert code == 1 and "FAIL [fork]" in out


async def test_a_log_rebuilt_without_a_game_does_not_extend_and_the_game_is_missing(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    async with operated_service(postgres_url, redis_url) as operator:
        removed, export = await watched(operator, tmp_path, seed=1)
        async with httpx.AsyncClient(base_url=operator.url, timeout=30) as http:
            await play(ClowderClient(http), seed=2)
            await play(ClowderClient(http), seed=3)  # so that the rebuilt tree is larger than the one seen
        await operator.rebuild_without(removed)
        code, out = await clowder(*monitor(operator.url, tmp_path))
        assert code == 1 and "FAIL [fork]" in out and "does not extend" in out

        fresh = ["monitor", operator.url, "--polls", "1", "--grace", "0", "--export", export]
        code, out = await clowder(*fresh)  # no memory of the old log: the export alone shows the removal
        assert code == 1 and "FAIL [missing]" in out and removed in out


async def test_a_game_rewritten_after_it_was_logged_is_caught_by_monitor_and_verify(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    async with operated_service(postgres_url, redis_url) as operator:
        game_id, honest = await watched(operator, tmp_path)
        await operator.rewrite(game_id)
        async with httpx.AsyncClient(base_url=operator.url, timeout=30) as http:
            raw = (await http.get(f"/games/{game_id}/export")).content
        assert decode_export(raw).head.hash != decode_export(Path(honest).read_bytes()).head.hash
        rewritten = saved(tmp_path, "rewritten.json", raw)
        code, out = await clowder(*monitor(operator.url, tmp_path, "--export", rewritten))
        assert code == 1 and "FAIL [rewritten]" in out and "is not the one the log holds" in out
        code, out = await clowder("verify", rewritten, "--url", operator.url)
        assert code == 1 and "[log]" in out and "rewritten after it was logged" in out


async def test_a_head_signed_by_an_unknown_key_is_caught(postgres_url: str, redis_url: str, tmp_path: Path) -> None:
    async with operated_service(postgres_url, redis_url) as operator:
        await watched(operator, tmp_path)
        stranger, _ = new_private_key()
        head = operator.writer.tree
        await operator.publish(await operator.forged_head(head.size, head.root(), HeadSigner(stranger)))
        code, out = await clowder(*monitor(operator.url, tmp_path))
        assert code == 1 and "FAIL [unknown-key]" in out and "not among the trusted keys" in out
