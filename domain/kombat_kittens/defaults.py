"""What the service plays for a seat whose decision time ran out: the neutral choice.

A seat that did not answer should not be made to do something consequential
it never chose. So an idle attacker or defender fights alone (it asks no one),
an idle asked player refuses to help, and an idle winner of a helper battle
keeps the treasure it took. On its own turn an idle player draws a card when
it may (the move that commits nothing); otherwise, and in every other
decision (which card to commit, which treasure to take), the first legal
command is played, as for any game: with seven cards on its turn that is a
battle against the next seat it may fight (recruiting, which the rulebook does
not limit, would let two idle seats trade cards forever).
"""

from __future__ import annotations

from domain.kombat_kittens.commands import (
    Command,
    DrawCard,
    FightAlone,
    KeepTreasure,
    RefuseHelp,
)
from domain.kombat_kittens.legal import legal_commands
from domain.kombat_kittens.state import KombatKittensState

#: In preference order: the first of these that is legal is the default.
NEUTRAL: tuple[Command, ...] = (FightAlone(), RefuseHelp(), KeepTreasure(), DrawCard())


def default_command(state: KombatKittensState, seat: int) -> Command | None:
    legal = legal_commands(state, seat)
    for neutral in NEUTRAL:
        if neutral in legal:
            return neutral
    return legal[0] if legal else None
