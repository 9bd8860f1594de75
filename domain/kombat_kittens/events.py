"""What happened. Tags are stable forever; chance outcomes are written in."""

from __future__ import annotations

import msgspec


class GameStarted(msgspec.Struct, frozen=True, tag="game_started"):
    """The deal. ``draw_pile`` (top first) already holds its Dogs; ``boxed_dogs`` wait."""

    first_seat: int
    hands: tuple[tuple[str, ...], ...]
    recruits: tuple[str, ...]
    draw_pile: tuple[str, ...]
    boxed_dogs: tuple[str, ...]


class TurnBegan(msgspec.Struct, frozen=True, tag="turn_began"):
    seat: int


class CardDrawn(msgspec.Struct, frozen=True, tag="card_drawn"):
    seat: int
    card: str


class DogDrawn(msgspec.Struct, frozen=True, tag="dog_drawn"):
    """A Dog is placed face up; ``last_of_deck`` when it was the bottom card."""

    seat: int
    dog: str
    last_of_deck: bool


class LitterBoxReshuffled(msgspec.Struct, frozen=True, tag="litter_box_reshuffled"):
    """The deck ran out while cards were owed: the Litter Box becomes the draw pile."""

    draw_pile: tuple[str, ...]


class NewDeckShuffled(msgspec.Struct, frozen=True, tag="new_deck_shuffled"):
    """Three to five players: the second deck, its three Dogs already placed."""

    deck: int
    draw_pile: tuple[str, ...]


class Recruited(msgspec.Struct, frozen=True, tag="recruited"):
    seat: int
    taken: str
    given: str


class BattleDeclared(msgspec.Struct, frozen=True, tag="battle_declared"):
    attacker: int
    defender: int


class HelpAsked(msgspec.Struct, frozen=True, tag="help_asked"):
    seat: int
    helper: int


class HelpNotAsked(msgspec.Struct, frozen=True, tag="help_not_asked"):
    seat: int


class HelpAccepted(msgspec.Struct, frozen=True, tag="help_accepted"):
    helper: int
    seat: int


class HelpRefused(msgspec.Struct, frozen=True, tag="help_refused"):
    helper: int
    seat: int


class CardCommitted(msgspec.Struct, frozen=True, tag="card_committed"):
    """Face down: only ``seat`` may see ``card`` until the reveal."""

    seat: int
    card: str


class Reveal(msgspec.Struct, frozen=True):
    seat: int
    card: str
    helper: bool = False


class CardsRevealed(msgspec.Struct, frozen=True, tag="cards_revealed"):
    """``step`` 1-3 for the main cards, 4 for the helpers' cards."""

    step: int
    cards: tuple[Reveal, ...]


class Forfeited(msgspec.Struct, frozen=True, tag="forfeited"):
    seat: int
    step: int


class CommitmentReturned(msgspec.Struct, frozen=True, tag="commitment_returned"):
    """A face-down card that was never revealed (the fight ended) goes back to the hand."""

    seat: int
    card: str


class BattleWon(msgspec.Struct, frozen=True, tag="battle_won"):
    winner: int
    loser: int
    by_forfeit: bool
    winning_hand: str
    losing_hand: str


class BattleTied(msgspec.Struct, frozen=True, tag="battle_tied"):
    seats: tuple[int, ...]
    hand: str


class TreasureTaken(msgspec.Struct, frozen=True, tag="treasure_taken"):
    seat: int
    loser: int
    cards: tuple[str, ...]


class TreasureGiven(msgspec.Struct, frozen=True, tag="treasure_given"):
    seat: int
    helper: int
    card: str


class TreasureKept(msgspec.Struct, frozen=True, tag="treasure_kept"):
    seat: int


class PlayedCardsDiscarded(msgspec.Struct, frozen=True, tag="played_cards_discarded"):
    """The uncaptured played cards go to the Litter Box; the fight is over."""

    cards: tuple[str, ...]


class DogfightStarted(msgspec.Struct, frozen=True, tag="dogfight_started"):
    dog: str
    seats: tuple[int, ...]


class DogfightWon(msgspec.Struct, frozen=True, tag="dogfight_won"):
    seat: int
    dog: str
    hand: str


class DogSetAside(msgspec.Struct, frozen=True, tag="dog_set_aside"):
    """A tied (or unfought) Dogfight: the Dog leaves the game."""

    dog: str


class DogDiscarded(msgspec.Struct, frozen=True, tag="dog_discarded"):
    """A tied Dogfight (``tied_dog: discard``): the Dog goes to the Litter Box."""

    dog: str


class TiebreakCalled(msgspec.Struct, frozen=True, tag="tiebreak_called"):
    seats: tuple[int, ...]
    scores: tuple[int, ...]


class TiebreakStarted(msgspec.Struct, frozen=True, tag="tiebreak_started"):
    seats: tuple[int, ...]


class GameEnded(msgspec.Struct, frozen=True, tag="game_ended"):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    by_tiebreak: bool


Event = (
    GameStarted
    | TurnBegan
    | CardDrawn
    | DogDrawn
    | LitterBoxReshuffled
    | NewDeckShuffled
    | Recruited
    | BattleDeclared
    | HelpAsked
    | HelpNotAsked
    | HelpAccepted
    | HelpRefused
    | CardCommitted
    | CardsRevealed
    | Forfeited
    | CommitmentReturned
    | BattleWon
    | BattleTied
    | TreasureTaken
    | TreasureGiven
    | TreasureKept
    | PlayedCardsDiscarded
    | DogfightStarted
    | DogfightWon
    | DogSetAside
    | DogDiscarded
    | TiebreakCalled
    | TiebreakStarted
    | GameEnded
)
