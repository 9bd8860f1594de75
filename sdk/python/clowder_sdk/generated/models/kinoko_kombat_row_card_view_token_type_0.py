from enum import StrEnum


class KinokoKombatRowCardViewTokenType0(StrEnum):
    MUSHROOM = "mushroom"
    SPOTTED = "spotted"

    def __str__(self) -> str:
        return str(self.value)
