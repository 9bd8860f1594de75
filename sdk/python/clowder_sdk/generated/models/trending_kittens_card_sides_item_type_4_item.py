from enum import StrEnum


class TrendingKittensCardSidesItemType4Item(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
