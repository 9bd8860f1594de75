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

from domain.audit import chain
from domain.audit.export import FORMAT, GameExport
from domain.audit.findings import Finding, Verification
from domain.audit.receipts import PublicKey, Receipt, check
from domain.audit.replay import replay
from domain.core.chance import ALGORITHMS
from domain.core.game import Game


def verify_export(
    games: Mapping[str, Game[Any, Any, Any, Any]],
    export: GameExport,
    receipts: Sequence[Receipt] = (),
    trusted_keys: Sequence[PublicKey] | None = None,
) -> Verification:
    """Every check that ``export`` allows; ``trusted_keys`` default to the export's own."""
    checked: list[str] = []
    findings: list[Finding] = []
    keys = list(export.keys if trusted_keys is None else trusted_keys)
    if trusted_keys is None:
        checked.append("signatures checked against the keys inside the export (pass --key to trust your own copy)")
    created = _header(games, export, findings)
    seed = _seed(export, created, findings, checked)
    _versions(export, findings)
    if seed is not None and export.chain == chain.SHA256_JCS_V1:
        _chain(export, seed, findings, checked)
    elif export.chain == chain.NO_CHAIN:
        checked.append("no hash chain: the game was created before chains (chain 'none')")
    else:
        checked.append("chain not recomputed: a running game's salts derive from the unrevealed seed")
    redecided = batches = 0
    if seed is not None and created is not None and export.complete:
        try:
            outcome = replay(games, export.game_id, export.events, seed)
        except Exception as error:  # a forged creation may not even set a game up
            findings.append(Finding("replay", f"the game cannot be set up from lobby.game_created: {error}", 1))
            return Verification(export.game_id, False, checked, _condensed(findings))
        findings += outcome.findings
        redecided, batches = outcome.redecided, outcome.batches
        if not outcome.findings:
            checked.append(
                f"{outcome.redecided} of {outcome.batches} batches re-decided by the rules, chance from the seeds ({export.rng})"
            )
        if export.status == "finished" and not outcome.terminal and not outcome.unknown:
            findings.append(
                Finding(
                    "replay",
                    "the export says the game has ended, but its history does not end it (moves dropped?)",
                    export.events[-1].version,
                )
            )
        for kind in outcome.unknown:
            checked.append(f"lobby event {kind} is not re-decided by this verifier")
    _head(export, keys, findings, checked)
    for index, receipt in enumerate(receipts, start=1):
        _receipt(index, receipt, export, keys, findings, checked)
    return Verification(export.game_id, not findings, checked, _condensed(findings), redecided, batches)


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


def _header(
    games: Mapping[str, Game[Any, Any, Any, Any]], export: GameExport, findings: list[Finding]
) -> dict[str, Any] | None:
    if export.format != FORMAT:
        findings.append(Finding("header", "unknown export format", None, FORMAT, export.format))
    if not export.events or export.events[0].type != "lobby.game_created":
        findings.append(Finding("header", "the history does not start with lobby.game_created", 1))
        return None
    created = export.events[0].data
    if not isinstance(created, dict) or created.get("kind") not in games:
        findings.append(Finding("header", "unknown game kind", 1, ", ".join(games), str(created)))
        return None
    stated = {
        "game_id": export.game_id,
        "kind": export.kind,
        "seats": export.seats,
        "options": export.options,
        "rng": export.rng,
        "chain": export.chain,
        "seed_commitment": export.seed_commitment,
    }
    recorded = {
        **{key: created.get(key) for key in ("game_id", "kind", "seats", "options", "seed_commitment")},
        "rng": created.get("rng") or ALGORITHMS[0],
        "chain": created.get("chain") or chain.NO_CHAIN,
    }
    for key, value in stated.items():
        if recorded[key] != value:
            findings.append(
                Finding(
                    "header",
                    f"the export's {key} is not the one lobby.game_created recorded",
                    1,
                    str(recorded[key]),
                    str(value),
                )
            )
    _downgrade(export, recorded, findings)
    return created


def _downgrade(export: GameExport, recorded: dict[str, Any], findings: list[Finding]) -> None:
    """A game made to look older than it is: its guarantees would quietly drop to an old game's."""
    if recorded["chain"] == chain.NO_CHAIN and any(event.hash for event in export.events):
        findings.append(
            Finding(
                "header",
                "events carry chain hashes but lobby.game_created says chain 'none' (a downgrade?)",
                1,
                "no hashes",
                "hashes",
            )
        )
    if recorded["rng"] == ALGORITHMS[0] and (recorded["chain"] != chain.NO_CHAIN or recorded["seed_commitment"]):
        findings.append(
            Finding(
                "header",
                "an old chance algorithm beside a chain or a commitment: no game is created so (a downgrade?)",
                1,
                ALGORITHMS[-1],
                str(recorded["rng"]),
            )
        )


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


def _chain(export: GameExport, seed: bytes, findings: list[Finding], checked: list[str]) -> None:
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


def _head(export: GameExport, keys: list[PublicKey], findings: list[Finding], checked: list[str]) -> None:
    last = export.events[-1] if export.events else None
    if last is not None and (export.head.version, export.head.hash) != (last.version, last.hash):
        findings.append(
            Finding(
                "head",
                "the export's head is not its last event",
                export.head.version,
                f"{last.version} {last.hash}",
                f"{export.head.version} {export.head.hash}",
            )
        )
    signed = export.signed_head
    if signed is None:
        if export.chain != chain.NO_CHAIN:
            findings.append(Finding("signature", "the export carries no signed head", export.head.version))
        return
    if (signed.game_id, signed.version, signed.head) != (export.game_id, export.head.version, export.head.hash):
        findings.append(
            Finding(
                "signature",
                "the signed head is not this game's head",
                signed.version,
                f"{export.game_id} {export.head.version} {export.head.hash}",
                f"{signed.game_id} {signed.version} {signed.head}",
            )
        )
    problem = check(signed, keys)
    if problem is not None:
        findings.append(Finding("signature", f"final head: {problem}", signed.version))
    else:
        checked.append(f"final head (version {signed.version}) signed by key {signed.key_id}")


def _receipt(
    index: int, receipt: Receipt, export: GameExport, keys: list[PublicKey], findings: list[Finding], checked: list[str]
) -> None:
    name = f"receipt {index} (version {receipt.version})"
    problem = check(receipt, keys)
    if problem is not None:
        findings.append(Finding("receipt", f"{name}: {problem}", receipt.version))
        return
    if receipt.game_id != export.game_id:
        findings.append(
            Finding("receipt", f"{name} is for another game", receipt.version, export.game_id, receipt.game_id)
        )
        return
    event = next((event for event in export.events if event.version == receipt.version), None)
    if event is None:
        findings.append(
            Finding(
                "receipt",
                f"{name}: the history has no such version (events dropped after the receipt?)",
                receipt.version,
                receipt.head,
                "no event",
            )
        )
    elif event.hash != receipt.head:
        findings.append(
            Finding(
                "receipt",
                f"{name}: the history at that version is not what the service signed",
                receipt.version,
                receipt.head,
                event.hash,
            )
        )
    else:
        checked.append(f"{name} signed by key {receipt.key_id} matches the history")


def _is_hex(text: str) -> bool:
    try:
        return len(bytes.fromhex(text)) == 32
    except ValueError:
        return False
