"""The signed head and the receipts, checked against the keys the verifier trusts.

A signature proves something only under a key obtained apart from the
export: the service's published keys (``/.well-known/clowder-keys.json``).
Keys the export carries were written by whoever wrote the export. Without
trusted keys the signatures are still checked against those carried keys
(a signature that fails even there is a fault), but the verification is then
``untrusted``, never ``verified``.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.audit import chain
from domain.audit.export import GameExport
from domain.audit.findings import Finding
from domain.audit.receipts import PublicKey, Receipt, check


def signatures(
    export: GameExport,
    receipts: Sequence[Receipt],
    trusted_keys: Sequence[PublicKey] | None,
    findings: list[Finding],
    checked: list[str],
) -> bool:
    """Check the head, its signature and each receipt; True when a signature was checked
    against the export's own keys only (no trusted key was given)."""
    trusted = trusted_keys is not None
    keys = list(export.keys if trusted_keys is None else trusted_keys)
    whose = "a trusted key" if trusted else "a key the export itself carries (not a trusted key)"
    _head(export, keys, whose, findings, checked)
    for index, receipt in enumerate(receipts, start=1):
        _receipt(index, receipt, export, keys, whose, findings, checked)
    signed_anything = export.signed_head is not None or bool(receipts)
    if signed_anything and not trusted:
        checked.append(
            "signatures NOT checked against a trusted key: give the service's published keys "
            "(--key clowder-keys.json, or --url of the service)"
        )
    return signed_anything and not trusted


def _head(export: GameExport, keys: list[PublicKey], whose: str, findings: list[Finding], checked: list[str]) -> None:
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
        checked.append(f"final head (version {signed.version}) signed by key {signed.key_id}, {whose}")


def _receipt(
    index: int,
    receipt: Receipt,
    export: GameExport,
    keys: list[PublicKey],
    whose: str,
    findings: list[Finding],
    checked: list[str],
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
        checked.append(f"{name} signed by key {receipt.key_id} matches the history, {whose}")
