from enum import StrEnum


class TournamentStatePhase(StrEnum):
    FINISHED = "finished"
    NEW = "new"
    REGISTRATION = "registration"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
