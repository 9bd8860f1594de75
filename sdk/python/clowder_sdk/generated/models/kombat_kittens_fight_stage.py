from enum import StrEnum


class KombatKittensFightStage(StrEnum):
    ANSWER = "answer"
    ASK = "ask"
    CARDS = "cards"
    CLEANUP = "cleanup"
    HELPERS = "helpers"
    REWARD = "reward"
    SHOWDOWN = "showdown"
    TREASURE = "treasure"

    def __str__(self) -> str:
        return str(self.value)
