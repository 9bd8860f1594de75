from enum import StrEnum


class AuditReportOutcome(StrEnum):
    BROKEN = "broken"
    PARTIAL = "partial"
    UNTRUSTED = "untrusted"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
