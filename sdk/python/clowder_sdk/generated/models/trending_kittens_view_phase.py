from enum import StrEnum


class TrendingKittensViewPhase(StrEnum):
    CHOOSING = "choosing"
    FINISHED = "finished"
    PLAYING = "playing"
    PREPARATION = "preparation"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
