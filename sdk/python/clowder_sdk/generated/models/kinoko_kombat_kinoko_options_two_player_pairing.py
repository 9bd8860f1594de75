from enum import StrEnum


class KinokoKombatKinokoOptionsTwoPlayerPairing(StrEnum):
    ALIGNED = "aligned"
    FACING = "facing"

    def __str__(self) -> str:
        return str(self.value)
