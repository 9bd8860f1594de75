from enum import StrEnum


class KombatKittensFightViewKind(StrEnum):
    BATTLE = "battle"
    DOGFIGHT = "dogfight"
    TIEBREAK = "tiebreak"

    def __str__(self) -> str:
        return str(self.value)
