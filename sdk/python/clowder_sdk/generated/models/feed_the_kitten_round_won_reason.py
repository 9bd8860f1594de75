from enum import StrEnum


class FeedTheKittenRoundWonReason(StrEnum):
    HUNDRED = "hundred"
    LAST_CARD = "last_card"

    def __str__(self) -> str:
        return str(self.value)
