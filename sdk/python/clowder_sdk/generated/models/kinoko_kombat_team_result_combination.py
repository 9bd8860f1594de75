from enum import StrEnum


class KinokoKombatTeamResultCombination(StrEnum):
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    MINI_STRAIGHT = "mini_straight"
    PAIR = "pair"
    SINGLE = "single"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"

    def __str__(self) -> str:
        return str(self.value)
