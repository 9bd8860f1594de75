from enum import StrEnum


class KinokoKombatCenterClaimedToken(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
