"""Verifying an export with no server: commitment, chain, chance and rules, head, receipts.

``verify_export`` is the one function behind ``GET /games/{id}/audit``,
``clowder verify`` and the tamper tests. It never raises on a forged export:
every fault becomes a :class:`Finding` naming the version, what differs, what
was expected and what was found.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from domain.audit import chain
from domain.audit.ending import Ending, ending_of
from domain.audit.export import GameExport
from domain.audit.findings import Finding, Outcome, Verification
from domain.audit.header import stated_end, stated_header
from domain.audit.log_check import log_inclusion
from domain.audit.receipts import PublicKey, Receipt
from domain.audit.replay import Replay, replay
from domain.audit.signatures import signatures
from domain.core.game import Game


def verify_export(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    export: GameExport,
    receipts: Sequence[Receipt] = (),
    trusted_keys: Sequence[PublicKey] | None = None,
) -> Verification:
    """Every check the export's events allow, whatever its unsigned fields claim.

    ``trusted_keys`` are the service's published keys, obtained apart from the
    export; without them the outcome is at best ``untrusted``. The outcome is
    ``verified`` only when nothing is wrong and every check ran: the seed is
    revealed, the chain recomputed, every batch re-decided and the history ends
    the game (by its rules or an abort), under a signature from a trusted key.
    """
    checked: list[str] = []
    findings: list[Finding] = []
    created = stated_header(games, export, findings)
    seed = _seed(export, created, findings, checked)
    _versions(export, findings)
    _carried_hashes(export, findings)
    chained = _chained(export, seed, findings, checked)
    ran: Replay | None = None
    if created is None:
        ending = Ending(None)
    elif seed is not None:  # a revealed seed is checked in full, whatever a flag says
        ending, ran = _rules(games, export, seed, findings, checked)
    else:
        ending = _unrevealed(games, export, findings)
    stated_end(export, ending, findings)
    if ending.ended:
        checked.append(f"the history ends the game at version {ending.version} (by {ending.by})")
    untrusted = signatures(export, receipts, trusted_keys, findings, checked)
    whose = "a key the export itself carries (not a trusted key)" if trusted_keys is None else "a trusted key"
    logged = log_inclusion(
        export, list(export.keys if trusted_keys is None else trusted_keys), whose, findings, checked
    )
    full = chained and ran is not None and bool(ending.ended)
    return msgspec.structs.replace(_verdict(export, untrusted, checked, findings, full, ran), logged_version=logged)


def _chained(export: GameExport, seed: bytes | None, findings: list[Finding], checked: list[str]) -> bool:
    """Whether the chain was recomputed and held (or the game predates chains)."""
    if export.chain == chain.NO_CHAIN:
        checked.append("no hash chain: the game was created before chains (chain 'none')")
        return True
    if export.chain != chain.SHA256_JCS_V1:
        findings.append(Finding("header", "unknown chain algorithm", 1, chain.SHA256_JCS_V1, export.chain))
        return False
    if seed is None:
        checked.append("chain not recomputed: a running game's salts derive from the unrevealed seed")
        return False
    return _chain(export, seed, findings, checked)


def _rules(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    export: GameExport,
    seed: bytes,
    findings: list[Finding],
    checked: list[str],
) -> tuple[Ending, Replay | None]:
    """Every batch re-decided; the ending as the replay found it (unknown where it had to stop)."""
    try:
        ran = replay(games, export.game_id, export.events, seed)
    except Exception as error:  # a forged creation may not even set a game up
        findings.append(Finding("replay", f"the game cannot be set up from lobby.game_created: {error}", 1))
        return Ending(None), None
    findings += ran.findings
    if not ran.findings:
        checked.append(
            f"{ran.redecided} of {ran.batches} batches re-decided by the rules, chance from the seeds ({export.rng})"
        )
    for kind in ran.unknown:
        checked.append(f"lobby event {kind} is not re-decided by this verifier")
    if ran.stopped_at is not None:  # whether what follows ends the game is then unknown
        return Ending(None), ran
    return Ending(ran.terminal, ran.ended_at, ran.ended_by), ran


def _unrevealed(games: Mapping[str, Game[Any, Any, Any, Any]], export: GameExport, findings: list[Finding]) -> Ending:
    """With no seed nothing can be replayed; a history that ends the game must have revealed it."""
    ending = ending_of(games, export.events)
    if ending.ended:
        findings.append(
            Finding(
                "commitment",
                f"the game ended at version {ending.version} (by {ending.by}), but the export does not reveal "
                "the server seed: its chain and chance cannot be checked",
                ending.version,
                "the revealed server seed",
                "none",
            )
        )
    return ending


def _verdict(
    export: GameExport, untrusted: bool, checked: list[str], findings: list[Finding], full: bool, ran: Replay | None
) -> Verification:
    outcome: Outcome = "broken" if findings else "partial" if not full else "untrusted" if untrusted else "verified"
    redecided, batches = (ran.redecided, ran.batches) if ran is not None else (0, 0)
    return Verification(
        export.game_id, outcome == "verified", checked, _condensed(findings), redecided, batches, outcome
    )


def _carried_hashes(export: GameExport, findings: list[Finding]) -> None:
    """An event's ``metadata.hash`` is the hash it was stored with: it must be the ``hash`` shown."""
    for event in export.events:
        if isinstance(event.metadata, dict) and event.metadata and event.metadata.get("hash") != event.hash:
            findings.append(
                Finding(
                    "chain",
                    f"{event.type}'s metadata.hash is not its hash (one of them was edited)",
                    event.version,
                    event.hash,
                    str(event.metadata.get("hash")),
                )
            )


def _condensed(findings: list[Finding], per_check: int = 5) -> list[Finding]:
    """The first few faults of each check, then how many more: one forgery breaks what follows it."""
    kept: list[Finding] = []
    counts: dict[str, int] = {}
    for finding in findings:
        counts[finding.check] = counts.get(finding.check, 0) + 1
        if counts[finding.check] <= per_check:
            kept.append(finding)
    for check_name, count in counts.items():
        if count > per_check:
            kept.append(
                Finding(
                    check_name, f"and {count - per_check} later {check_name} fault(s), which may follow from the first"
                )
            )
    return kept


def _seed(
    export: GameExport, created: dict[str, Any] | None, findings: list[Finding], checked: list[str]
) -> bytes | None:
    if export.server_seed is None:
        checked.append("server seed not revealed yet: chance and chain are checked once the game has ended")
        return None
    try:
        seed = bytes.fromhex(export.server_seed)
    except ValueError:
        findings.append(Finding("commitment", "the server seed is not hex", None, None, export.server_seed))
        return None
    commitment = created.get("seed_commitment") if created else None
    if commitment is None:
        checked.append("no seed commitment: the game was created before commitments")
    elif hashlib.sha256(seed).hexdigest() != commitment:
        findings.append(
            Finding(
                "commitment",
                "the revealed server seed does not match the commitment published at creation",
                1,
                commitment,
                hashlib.sha256(seed).hexdigest(),
            )
        )
    else:
        checked.append(f"server seed matches its commitment {commitment[:16]}... published at version 1")
    return seed


def _versions(export: GameExport, findings: list[Finding]) -> None:
    expected = 1
    for event in export.events:
        if event.version > expected:
            missing = f"{expected}" if event.version == expected + 1 else f"{expected}-{event.version - 1}"
            findings.append(
                Finding(
                    "order", f"version {missing} is missing (deleted?)", expected, str(expected), str(event.version)
                )
            )
        elif event.version < expected:
            findings.append(
                Finding(
                    "order",
                    "versions go backwards or repeat (reordered or inserted?)",
                    event.version,
                    str(expected),
                    str(event.version),
                )
            )
        expected = event.version + 1


def _chain(export: GameExport, seed: bytes, findings: list[Finding], checked: list[str]) -> bool:
    stream_id = f"game-{export.game_id}"
    previous, broken = chain.GENESIS, 0
    for event in export.events:
        recomputed = chain.link(seed, previous, stream_id, event.version, event.type, event.data, event.metadata).hex()
        if event.hash != recomputed:
            broken += 1
            findings.append(
                Finding(
                    "chain",
                    f"{event.type}'s hash does not match its content and the hash before it "
                    "(this event was edited, moved or inserted, or the one before it removed)",
                    event.version,
                    recomputed,
                    event.hash,
                )
            )
        previous = bytes.fromhex(event.hash) if event.hash and _is_hex(event.hash) else bytes(32)
    if not broken:
        checked.append(f"hash chain of {len(export.events)} events recomputed: head {export.events[-1].hash}")
    return not broken


def _is_hex(text: str) -> bool:
    try:
        return len(bytes.fromhex(text)) == 32
    except ValueError:
        return False
