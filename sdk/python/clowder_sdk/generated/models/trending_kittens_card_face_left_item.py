from enum import StrEnum


class TrendingKittensCardFaceLeftItem(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
