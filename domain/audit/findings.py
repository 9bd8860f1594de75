"""What a verification found: each fault named by version, check, expected and found."""

from __future__ import annotations

from typing import Final, Literal

import msgspec

#: What a verification concludes. Only ``verified`` means every check ran and held:
#: ``broken`` names a fault; ``partial`` found none but could not run them all (a seat's
#: share of a running game: no seed, so no chain and no chance); ``untrusted`` found none
#: but checked the signatures only against keys the export itself carries.
Outcome = Literal["verified", "broken", "partial", "untrusted"]

#: ``clowder verify``'s exit code for each outcome (2: unreadable input, 3: keys not fetched).
EXIT_CODES: Final[dict[str, int]] = {"verified": 0, "broken": 1, "partial": 4, "untrusted": 5}


class Finding(msgspec.Struct, frozen=True):
    #: Which check failed: commitment, chain, rules, chance, head, signature, receipt, header, log.
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
    """The answer of :func:`domain.audit.verify.verify_export`: ok only when ``verified``."""

    game_id: str
    #: True only for ``outcome == "verified"``.
    ok: bool
    #: What was verified and held (or what could not be checked, and why).
    checked: list[str]
    findings: list[Finding]
    #: Batches of events re-decided from their command (or the start) and found equal.
    redecided: int = 0
    batches: int = 0
    outcome: Outcome = "broken"
    #: The last version of this history the transparency log proves it holds (the export's
    #: ``log``), None when the export carries no proof or its proof failed.
    logged_version: int | None = None


def short(value: object, limit: int = 160) -> str:
    text = value if isinstance(value, str) else msgspec.json.encode(value).decode()
    return text if len(text) <= limit else text[: limit - 3] + "..."
