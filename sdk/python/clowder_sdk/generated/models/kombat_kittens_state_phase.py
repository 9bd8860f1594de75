from enum import StrEnum


class KombatKittensStatePhase(StrEnum):
    OVER = "over"
    PLAYING = "playing"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
