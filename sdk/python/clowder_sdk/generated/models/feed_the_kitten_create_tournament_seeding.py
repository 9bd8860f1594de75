from enum import StrEnum


class FeedTheKittenCreateTournamentSeeding(StrEnum):
    RATING = "rating"
    REGISTRATION = "registration"

    def __str__(self) -> str:
        return str(self.value)
