from enum import StrEnum


class FeedTheKittenCreateTournamentFormat(StrEnum):
    ROUND_ROBIN = "round-robin"
    SINGLE_ELIMINATION = "single-elimination"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
