from enum import StrEnum


class KinokoKombatCreateTournamentSeeding(StrEnum):
    RATING = "rating"
    REGISTRATION = "registration"

    def __str__(self) -> str:
        return str(self.value)
