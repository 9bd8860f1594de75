from enum import StrEnum


class KinokoKombatClaimRecruitToken(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
