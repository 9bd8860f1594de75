from enum import StrEnum


class TrendingKittensCreateTournamentSeeding(StrEnum):
    RATING = "rating"
    REGISTRATION = "registration"

    def __str__(self) -> str:
        return str(self.value)
