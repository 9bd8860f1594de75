from enum import StrEnum


class KinokoKombatTeamCardViewColour(StrEnum):
    GREEN = "green"
    PURPLE = "purple"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
