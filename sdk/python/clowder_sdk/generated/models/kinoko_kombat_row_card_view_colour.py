from enum import StrEnum


class KinokoKombatRowCardViewColour(StrEnum):
    GREEN = "green"
    PURPLE = "purple"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
