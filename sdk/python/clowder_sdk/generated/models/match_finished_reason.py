from enum import StrEnum


class MatchFinishedReason(StrEnum):
    BYE = "bye"
    FORFEIT = "forfeit"
    PLAYED = "played"

    def __str__(self) -> str:
        return str(self.value)
