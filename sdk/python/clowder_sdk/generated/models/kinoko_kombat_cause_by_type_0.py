from enum import StrEnum


class KinokoKombatCauseByType0(StrEnum):
    ADMIN = "admin"
    BOT = "bot"
    DEADLINE = "deadline"
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
