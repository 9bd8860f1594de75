from enum import StrEnum


class TrendingKittensStreamViewStatus(StrEnum):
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
