from enum import StrEnum


class KinokoKombatKinokoStatePhase(StrEnum):
    FINISHED = "finished"
    PREPARATION = "preparation"
    SELECTION = "selection"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
