"""An export's transparency-log proof, as `clowder verify` checks it: the batch it names is in the tree of a
head signed by a trusted key, and is a batch of this very history. A history rewritten after it was logged
is refused even re-signed; a proof that does not hold is a fault, never "verified"; no proof says "not in
the log yet" and changes nothing else."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from domain.audit.export import GameExport
from domain.audit.log_leaf import BatchEvent, LogLeaf, batch_leaves, decided_at
from domain.audit.log_proofs import InclusionProof
from domain.audit.merkle import leaf_hash
from domain.audit.receipts import new_private_key
from domain.audit.tree_head import HeadSigner
from domain.audit.verify import verify_export
from eventstore.memory import InMemoryEventStore
from services.audit import export_game
from services.game_records import GameRecords
from services.game_service import GameService
from services.notifier import NullNotifier
from services.players import Player
from services.seeds import InMemorySeeds
from tests.unit.audit import rfc9162
from tests.unit.audit.played import GAMES, PRIVATE, TRUSTED, Signer, played
from tests.unit.audit.verify_command import run_verify

pytestmark = pytest.mark.unit

OTHERS = [LogLeaf(f"other-{n}", 1, 1, f"{n:064x}") for n in range(5)]


def leaves_of(export: GameExport) -> list[LogLeaf]:
    events = [BatchEvent(e.version, decided_at(e.metadata), e.hash) for e in export.events]
    return batch_leaves(export.game_id, events)


def with_proof(export: GameExport, leaf: LogLeaf, log: list[LogLeaf], key: bytes = PRIVATE) -> GameExport:
    """``export`` carrying the proof of ``leaf`` in a log of ``log``'s leaves, its head signed with ``key``."""
    entries = [item.entry() for item in log]
    index = log.index(leaf)
    head = HeadSigner(key).sign(len(log), rfc9162.mth(entries), 1_764_580_000_000)
    path = [node.hex() for node in rfc9162.path(index, entries)]
    return replace(export, log=InclusionProof(index, leaf, leaf_hash(leaf.entry()).hex(), path, head))


def logged(export: GameExport, which: int = -1) -> GameExport:
    """The export with the proof of its batch ``which`` (its last by default) among other games' leaves."""
    mine = leaves_of(export)
    log = OTHERS[:2] + mine + OTHERS[2:]
    return with_proof(export, mine[which], log)


def findings(export: GameExport) -> list[str]:
    return [finding.line() for finding in verify_export(GAMES, export, trusted_keys=TRUSTED).findings]


def test_a_logged_final_head_verifies_and_says_so(tmp_path: Any) -> None:
    export = logged(played("feed-the-kitten"))
    result = verify_export(GAMES, export, trusted_keys=TRUSTED)
    assert result.outcome == "verified" and result.logged_version == export.head.version
    code, printed = run_verify(tmp_path, export, TRUSTED)
    print(printed)
    assert export.log is not None and export.log.leaf_index == 2 + len(leaves_of(export)) - 1
    assert code == 0 and f"(the final head) are leaf {export.log.leaf_index} of the tree" in printed


def test_without_a_proof_the_game_is_not_in_the_log_yet_and_nothing_else_changes(tmp_path: Any) -> None:
    export = played("kinoko-kombat")
    result = verify_export(GAMES, export, trusted_keys=TRUSTED)
    assert result.outcome == "verified" and result.logged_version is None
    assert any("not in the log yet" in line for line in result.checked)


def test_an_earlier_batch_in_the_log_leaves_the_final_head_unclaimed() -> None:
    export = logged(played("kombat-kittens"), which=-3)
    result = verify_export(GAMES, export, trusted_keys=TRUSTED)
    assert result.outcome == "verified" and result.logged_version is not None
    assert result.logged_version < export.head.version
    assert any(f"head at version {export.head.version} is not in the log yet" in line for line in result.checked)


def replayed_otherwise(kind: str, game_id: str, server_seed: bytes, choices: int) -> GameExport:
    """The same game (id, seed, client seeds) played with other choices: a whole other history, valid
    by the rules and signed, as an operator holding the seed and the key could make and serve."""

    async def play() -> GameExport:
        log, seeds = GameRecords(InMemoryEventStore(), GAMES), InMemorySeeds()
        service = GameService(GAMES, log, seeds, NullNotifier())
        players = [Player(f"p{index}", f"player {index}") for index in range(2)]
        record = await service.create_game(players[0], kind, 2, {}, game_id=game_id, seed=server_seed)
        for index, player in enumerate(players):
            await service.join(player, game_id, client_seed=f"seed-{index}-1")
        record = await service.start(players[0], game_id)
        game, chooser = GAMES[kind], random.Random(choices)
        while record.status != "finished":
            turn = chooser.choice(sorted(game.pending_seats(record.state)))
            command = chooser.choice(list(game.legal_commands(record.state, turn)))
            record = (await service.act(players[turn], game_id, msgspec.to_builtins(command))).record
        return await export_game(log, seeds, Signer(), game_id, None)

    return asyncio.run(play())


def test_a_history_rewritten_after_it_was_logged_is_refused_though_re_signed() -> None:
    honest = played("feed-the-kitten", seed=1)
    rewritten = replayed_otherwise("feed-the-kitten", honest.game_id, bytes.fromhex(honest.server_seed or ""), 99)
    assert rewritten.head.hash != honest.head.hash
    assert verify_export(GAMES, rewritten, trusted_keys=TRUSTED).outcome == "verified", "the export alone holds"
    forged = replace(rewritten, log=logged(honest).log)  # the log kept the honest history's final head
    problems = findings(forged)
    print(problems)
    assert any("is not the one the log holds" in line or "does not have" in line for line in problems)
    assert verify_export(GAMES, forged, trusted_keys=TRUSTED).outcome == "broken"


def test_a_proof_that_does_not_hold_is_a_fault() -> None:
    export = logged(played("trending-kittens"))
    proof = export.log
    assert proof is not None
    wrong_path = replace(export, log=replace(proof, audit_path=[bytes(32).hex(), *proof.audit_path[1:]]))
    assert any("audit path does not lead" in line for line in findings(wrong_path))
    wrong_index = replace(export, log=replace(proof, leaf_index=proof.leaf_index + 1))
    assert any("[log]" in line for line in findings(wrong_index))
    stated_hash = replace(export, log=replace(proof, leaf_hash=bytes(32).hex()))
    assert any("not the" in line and "the proof states" in line for line in findings(stated_hash))


def test_a_head_signed_by_an_unknown_key_is_a_fault() -> None:
    export = played("kinoko-kombat", seed=3)
    stranger, _ = new_private_key()
    forged = with_proof(export, leaves_of(export)[-1], OTHERS + leaves_of(export), key=stranger)
    assert any("not among the trusted keys" in line for line in findings(forged))


def test_a_leaf_of_another_game_or_not_a_batch_is_a_fault() -> None:
    export = played("feed-the-kitten", seed=4)
    final = leaves_of(export)[-1]
    other = replace(final, game_id="someone-else")
    assert any("game someone-else's" in line for line in findings(with_proof(export, other, [*OTHERS, other])))
    widened = replace(final, first_version=final.first_version - 1)
    assert any("not one batch" in line for line in findings(with_proof(export, widened, [*OTHERS, widened])))


def test_a_seats_share_checks_the_head_it_can_see() -> None:
    share = played("kombat-kittens", seed=5, moves=6, seat=0)
    assert share.head.hash is not None and not share.complete
    leaf = LogLeaf(share.game_id, share.head.version, share.head.version, share.head.hash)  # no metadata to split by
    result = verify_export(GAMES, with_proof(share, leaf, [*OTHERS, leaf]), trusted_keys=TRUSTED)
    assert result.outcome == "partial" and result.logged_version == share.head.version
