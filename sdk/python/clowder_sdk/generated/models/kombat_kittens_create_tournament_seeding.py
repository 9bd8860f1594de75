from enum import StrEnum


class KombatKittensCreateTournamentSeeding(StrEnum):
    RATING = "rating"
    REGISTRATION = "registration"

    def __str__(self) -> str:
        return str(self.value)
