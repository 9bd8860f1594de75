from enum import StrEnum


class KinokoKombatKinokoViewPhase(StrEnum):
    FINISHED = "finished"
    PREPARATION = "preparation"
    SELECTION = "selection"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
