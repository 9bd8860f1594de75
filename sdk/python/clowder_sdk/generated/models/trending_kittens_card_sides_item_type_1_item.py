from enum import StrEnum


class TrendingKittensCardSidesItemType1Item(StrEnum):
    FILLED = "filled"
    HOLLOW = "hollow"

    def __str__(self) -> str:
        return str(self.value)
