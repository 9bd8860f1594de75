from enum import StrEnum


class KinokoKombatClaimToken(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
