from enum import StrEnum


class KinokoKombatClaimCenterToken(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
