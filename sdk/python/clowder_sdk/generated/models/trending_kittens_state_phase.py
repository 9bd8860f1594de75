from enum import StrEnum


class TrendingKittensStatePhase(StrEnum):
    CHOOSING = "choosing"
    FINISHED = "finished"
    PLAYING = "playing"
    PREPARATION = "preparation"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
