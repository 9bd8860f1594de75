"""What a verification found: each fault named by version, check, expected and found."""

from __future__ import annotations

import msgspec


class Finding(msgspec.Struct, frozen=True):
    #: Which check failed: commitment, chain, rules, chance, head, signature, receipt, header.
    check: str
    message: str
    version: int | None = None
    expected: str | None = None
    found: str | None = None

    def line(self) -> str:
        where = f"version {self.version}: " if self.version is not None else ""
        text = f"[{self.check}] {where}{self.message}"
        if self.expected is not None or self.found is not None:
            text += f" (expected {self.expected}, found {self.found})"
        return text


class Verification(msgspec.Struct, frozen=True):
    """The answer of :func:`domain.audit.verify.verify_export`: ok only with no finding."""

    game_id: str
    ok: bool
    #: What was verified and held (or what could not be checked, and why).
    checked: list[str]
    findings: list[Finding]
    #: Batches of events re-decided from their command (or the start) and found equal.
    redecided: int = 0
    batches: int = 0


def short(value: object, limit: int = 160) -> str:
    text = value if isinstance(value, str) else msgspec.json.encode(value).decode()
    return text if len(text) <= limit else text[: limit - 3] + "..."
