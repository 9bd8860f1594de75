from enum import StrEnum


class TrendingKittensCardFaceDownItem(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
