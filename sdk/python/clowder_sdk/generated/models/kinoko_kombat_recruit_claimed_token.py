from enum import StrEnum


class KinokoKombatRecruitClaimedToken(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
