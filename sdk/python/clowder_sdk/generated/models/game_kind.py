from enum import StrEnum


class GameKind(StrEnum):
    FEED_THE_KITTEN = "feed-the-kitten"
    KINOKO_KOMBAT = "kinoko-kombat"
    KOMBAT_KITTENS = "kombat-kittens"
    TRENDING_KITTENS = "trending-kittens"

    def __str__(self) -> str:
        return str(self.value)
