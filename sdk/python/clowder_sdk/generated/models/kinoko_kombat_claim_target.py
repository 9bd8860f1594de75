from enum import StrEnum


class KinokoKombatClaimTarget(StrEnum):
    CENTER = "center"
    RECRUIT = "recruit"

    def __str__(self) -> str:
        return str(self.value)
