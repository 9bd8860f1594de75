from enum import StrEnum


class TrendingKittensCardFaceUpItem(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
