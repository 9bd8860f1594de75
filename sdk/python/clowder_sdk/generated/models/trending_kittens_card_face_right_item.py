from enum import StrEnum


class TrendingKittensCardFaceRightItem(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
