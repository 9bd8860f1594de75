from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_aborted import GameAborted
    from ..models.game_created import GameCreated
    from ..models.game_started import GameStarted
    from ..models.kombat_kittens_battle_declared import KombatKittensBattleDeclared
    from ..models.kombat_kittens_battle_tied import KombatKittensBattleTied
    from ..models.kombat_kittens_battle_won import KombatKittensBattleWon
    from ..models.kombat_kittens_card_committed import KombatKittensCardCommitted
    from ..models.kombat_kittens_card_committed_hidden import KombatKittensCardCommittedHidden
    from ..models.kombat_kittens_card_drawn import KombatKittensCardDrawn
    from ..models.kombat_kittens_card_drawn_hidden import KombatKittensCardDrawnHidden
    from ..models.kombat_kittens_cards_revealed import KombatKittensCardsRevealed
    from ..models.kombat_kittens_commitment_returned import KombatKittensCommitmentReturned
    from ..models.kombat_kittens_commitment_returned_hidden import KombatKittensCommitmentReturnedHidden
    from ..models.kombat_kittens_dog_discarded import KombatKittensDogDiscarded
    from ..models.kombat_kittens_dog_drawn import KombatKittensDogDrawn
    from ..models.kombat_kittens_dog_set_aside import KombatKittensDogSetAside
    from ..models.kombat_kittens_dogfight_started import KombatKittensDogfightStarted
    from ..models.kombat_kittens_dogfight_won import KombatKittensDogfightWon
    from ..models.kombat_kittens_exported_event_metadata import KombatKittensExportedEventMetadata
    from ..models.kombat_kittens_forfeited import KombatKittensForfeited
    from ..models.kombat_kittens_game_ended import KombatKittensGameEnded
    from ..models.kombat_kittens_game_started import KombatKittensGameStarted
    from ..models.kombat_kittens_game_started_seen import KombatKittensGameStartedSeen
    from ..models.kombat_kittens_help_accepted import KombatKittensHelpAccepted
    from ..models.kombat_kittens_help_asked import KombatKittensHelpAsked
    from ..models.kombat_kittens_help_not_asked import KombatKittensHelpNotAsked
    from ..models.kombat_kittens_help_refused import KombatKittensHelpRefused
    from ..models.kombat_kittens_litter_box_reshuffled import KombatKittensLitterBoxReshuffled
    from ..models.kombat_kittens_litter_box_reshuffled_hidden import KombatKittensLitterBoxReshuffledHidden
    from ..models.kombat_kittens_new_deck_shuffled import KombatKittensNewDeckShuffled
    from ..models.kombat_kittens_new_deck_shuffled_hidden import KombatKittensNewDeckShuffledHidden
    from ..models.kombat_kittens_played_cards_discarded import KombatKittensPlayedCardsDiscarded
    from ..models.kombat_kittens_recruited import KombatKittensRecruited
    from ..models.kombat_kittens_tiebreak_called import KombatKittensTiebreakCalled
    from ..models.kombat_kittens_tiebreak_started import KombatKittensTiebreakStarted
    from ..models.kombat_kittens_treasure_given import KombatKittensTreasureGiven
    from ..models.kombat_kittens_treasure_kept import KombatKittensTreasureKept
    from ..models.kombat_kittens_treasure_taken import KombatKittensTreasureTaken
    from ..models.kombat_kittens_turn_began import KombatKittensTurnBegan
    from ..models.seat_left import SeatLeft
    from ..models.seat_taken import SeatTaken


T = TypeVar("T", bound="KombatKittensExportedEvent")


@_attrs_define
class KombatKittensExportedEvent:
    """
    Attributes:
        data (GameAborted | GameCreated | GameStarted | KombatKittensBattleDeclared | KombatKittensBattleTied |
            KombatKittensBattleWon | KombatKittensCardCommitted | KombatKittensCardCommittedHidden | KombatKittensCardDrawn
            | KombatKittensCardDrawnHidden | KombatKittensCardsRevealed | KombatKittensCommitmentReturned |
            KombatKittensCommitmentReturnedHidden | KombatKittensDogDiscarded | KombatKittensDogDrawn |
            KombatKittensDogfightStarted | KombatKittensDogfightWon | KombatKittensDogSetAside | KombatKittensForfeited |
            KombatKittensGameEnded | KombatKittensGameStarted | KombatKittensGameStartedSeen | KombatKittensHelpAccepted |
            KombatKittensHelpAsked | KombatKittensHelpNotAsked | KombatKittensHelpRefused | KombatKittensLitterBoxReshuffled
            | KombatKittensLitterBoxReshuffledHidden | KombatKittensNewDeckShuffled | KombatKittensNewDeckShuffledHidden |
            KombatKittensPlayedCardsDiscarded | KombatKittensRecruited | KombatKittensTiebreakCalled |
            KombatKittensTiebreakStarted | KombatKittensTreasureGiven | KombatKittensTreasureKept |
            KombatKittensTreasureTaken | KombatKittensTurnBegan | SeatLeft | SeatTaken):
        metadata (KombatKittensExportedEventMetadata):
        type_ (str):
        version (int):
        hash_ (None | str | Unset):
        recorded_at (None | str | Unset):
    """

    data: (
        GameAborted
        | GameCreated
        | GameStarted
        | KombatKittensBattleDeclared
        | KombatKittensBattleTied
        | KombatKittensBattleWon
        | KombatKittensCardCommitted
        | KombatKittensCardCommittedHidden
        | KombatKittensCardDrawn
        | KombatKittensCardDrawnHidden
        | KombatKittensCardsRevealed
        | KombatKittensCommitmentReturned
        | KombatKittensCommitmentReturnedHidden
        | KombatKittensDogDiscarded
        | KombatKittensDogDrawn
        | KombatKittensDogfightStarted
        | KombatKittensDogfightWon
        | KombatKittensDogSetAside
        | KombatKittensForfeited
        | KombatKittensGameEnded
        | KombatKittensGameStarted
        | KombatKittensGameStartedSeen
        | KombatKittensHelpAccepted
        | KombatKittensHelpAsked
        | KombatKittensHelpNotAsked
        | KombatKittensHelpRefused
        | KombatKittensLitterBoxReshuffled
        | KombatKittensLitterBoxReshuffledHidden
        | KombatKittensNewDeckShuffled
        | KombatKittensNewDeckShuffledHidden
        | KombatKittensPlayedCardsDiscarded
        | KombatKittensRecruited
        | KombatKittensTiebreakCalled
        | KombatKittensTiebreakStarted
        | KombatKittensTreasureGiven
        | KombatKittensTreasureKept
        | KombatKittensTreasureTaken
        | KombatKittensTurnBegan
        | SeatLeft
        | SeatTaken
    )
    metadata: KombatKittensExportedEventMetadata
    type_: str
    version: int
    hash_: None | str | Unset = UNSET
    recorded_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.kombat_kittens_battle_declared import KombatKittensBattleDeclared  # noqa: PLC0415
        from ..models.kombat_kittens_battle_tied import KombatKittensBattleTied  # noqa: PLC0415
        from ..models.kombat_kittens_battle_won import KombatKittensBattleWon  # noqa: PLC0415
        from ..models.kombat_kittens_card_committed import KombatKittensCardCommitted  # noqa: PLC0415
        from ..models.kombat_kittens_card_committed_hidden import KombatKittensCardCommittedHidden  # noqa: PLC0415
        from ..models.kombat_kittens_card_drawn import KombatKittensCardDrawn  # noqa: PLC0415
        from ..models.kombat_kittens_card_drawn_hidden import KombatKittensCardDrawnHidden  # noqa: PLC0415
        from ..models.kombat_kittens_cards_revealed import KombatKittensCardsRevealed  # noqa: PLC0415
        from ..models.kombat_kittens_commitment_returned import KombatKittensCommitmentReturned  # noqa: PLC0415
        from ..models.kombat_kittens_dog_discarded import KombatKittensDogDiscarded  # noqa: PLC0415
        from ..models.kombat_kittens_dog_drawn import KombatKittensDogDrawn  # noqa: PLC0415
        from ..models.kombat_kittens_dog_set_aside import KombatKittensDogSetAside  # noqa: PLC0415
        from ..models.kombat_kittens_dogfight_started import KombatKittensDogfightStarted  # noqa: PLC0415
        from ..models.kombat_kittens_dogfight_won import KombatKittensDogfightWon  # noqa: PLC0415
        from ..models.kombat_kittens_forfeited import KombatKittensForfeited  # noqa: PLC0415
        from ..models.kombat_kittens_game_ended import KombatKittensGameEnded  # noqa: PLC0415
        from ..models.kombat_kittens_game_started import KombatKittensGameStarted  # noqa: PLC0415
        from ..models.kombat_kittens_game_started_seen import KombatKittensGameStartedSeen  # noqa: PLC0415
        from ..models.kombat_kittens_help_accepted import KombatKittensHelpAccepted  # noqa: PLC0415
        from ..models.kombat_kittens_help_asked import KombatKittensHelpAsked  # noqa: PLC0415
        from ..models.kombat_kittens_help_not_asked import KombatKittensHelpNotAsked  # noqa: PLC0415
        from ..models.kombat_kittens_help_refused import KombatKittensHelpRefused  # noqa: PLC0415
        from ..models.kombat_kittens_litter_box_reshuffled import KombatKittensLitterBoxReshuffled  # noqa: PLC0415
        from ..models.kombat_kittens_litter_box_reshuffled_hidden import KombatKittensLitterBoxReshuffledHidden  # noqa: PLC0415
        from ..models.kombat_kittens_new_deck_shuffled import KombatKittensNewDeckShuffled  # noqa: PLC0415
        from ..models.kombat_kittens_new_deck_shuffled_hidden import KombatKittensNewDeckShuffledHidden  # noqa: PLC0415
        from ..models.kombat_kittens_played_cards_discarded import KombatKittensPlayedCardsDiscarded  # noqa: PLC0415
        from ..models.kombat_kittens_recruited import KombatKittensRecruited  # noqa: PLC0415
        from ..models.kombat_kittens_tiebreak_called import KombatKittensTiebreakCalled  # noqa: PLC0415
        from ..models.kombat_kittens_tiebreak_started import KombatKittensTiebreakStarted  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_given import KombatKittensTreasureGiven  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_kept import KombatKittensTreasureKept  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_taken import KombatKittensTreasureTaken  # noqa: PLC0415
        from ..models.kombat_kittens_turn_began import KombatKittensTurnBegan  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415

        data: dict[str, Any]
        if isinstance(self.data, GameCreated):
            data = self.data.to_dict()
        elif isinstance(self.data, SeatTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, SeatLeft):
            data = self.data.to_dict()
        elif isinstance(self.data, GameStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, GameAborted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensGameStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTurnBegan):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCardDrawn):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensDogDrawn):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensLitterBoxReshuffled):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensNewDeckShuffled):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensRecruited):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensBattleDeclared):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensHelpAsked):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensHelpNotAsked):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensHelpAccepted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensHelpRefused):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCardCommitted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCardsRevealed):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensForfeited):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCommitmentReturned):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensBattleWon):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensBattleTied):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTreasureTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTreasureGiven):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTreasureKept):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensPlayedCardsDiscarded):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensDogfightStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensDogfightWon):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensDogSetAside):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensDogDiscarded):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTiebreakCalled):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensTiebreakStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensGameEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensGameStartedSeen):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCardDrawnHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensLitterBoxReshuffledHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensNewDeckShuffledHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, KombatKittensCardCommittedHidden):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        metadata = self.metadata.to_dict()

        type_ = self.type_

        version = self.version

        hash_: None | str | Unset
        if isinstance(self.hash_, Unset):
            hash_ = UNSET
        else:
            hash_ = self.hash_

        recorded_at: None | str | Unset
        if isinstance(self.recorded_at, Unset):
            recorded_at = UNSET
        else:
            recorded_at = self.recorded_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "metadata": metadata,
                "type": type_,
                "version": version,
            }
        )
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if recorded_at is not UNSET:
            field_dict["recorded_at"] = recorded_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.kombat_kittens_battle_declared import KombatKittensBattleDeclared  # noqa: PLC0415
        from ..models.kombat_kittens_battle_tied import KombatKittensBattleTied  # noqa: PLC0415
        from ..models.kombat_kittens_battle_won import KombatKittensBattleWon  # noqa: PLC0415
        from ..models.kombat_kittens_card_committed import KombatKittensCardCommitted  # noqa: PLC0415
        from ..models.kombat_kittens_card_committed_hidden import KombatKittensCardCommittedHidden  # noqa: PLC0415
        from ..models.kombat_kittens_card_drawn import KombatKittensCardDrawn  # noqa: PLC0415
        from ..models.kombat_kittens_card_drawn_hidden import KombatKittensCardDrawnHidden  # noqa: PLC0415
        from ..models.kombat_kittens_cards_revealed import KombatKittensCardsRevealed  # noqa: PLC0415
        from ..models.kombat_kittens_commitment_returned import KombatKittensCommitmentReturned  # noqa: PLC0415
        from ..models.kombat_kittens_commitment_returned_hidden import KombatKittensCommitmentReturnedHidden  # noqa: PLC0415
        from ..models.kombat_kittens_dog_discarded import KombatKittensDogDiscarded  # noqa: PLC0415
        from ..models.kombat_kittens_dog_drawn import KombatKittensDogDrawn  # noqa: PLC0415
        from ..models.kombat_kittens_dog_set_aside import KombatKittensDogSetAside  # noqa: PLC0415
        from ..models.kombat_kittens_dogfight_started import KombatKittensDogfightStarted  # noqa: PLC0415
        from ..models.kombat_kittens_dogfight_won import KombatKittensDogfightWon  # noqa: PLC0415
        from ..models.kombat_kittens_exported_event_metadata import KombatKittensExportedEventMetadata  # noqa: PLC0415
        from ..models.kombat_kittens_forfeited import KombatKittensForfeited  # noqa: PLC0415
        from ..models.kombat_kittens_game_ended import KombatKittensGameEnded  # noqa: PLC0415
        from ..models.kombat_kittens_game_started import KombatKittensGameStarted  # noqa: PLC0415
        from ..models.kombat_kittens_game_started_seen import KombatKittensGameStartedSeen  # noqa: PLC0415
        from ..models.kombat_kittens_help_accepted import KombatKittensHelpAccepted  # noqa: PLC0415
        from ..models.kombat_kittens_help_asked import KombatKittensHelpAsked  # noqa: PLC0415
        from ..models.kombat_kittens_help_not_asked import KombatKittensHelpNotAsked  # noqa: PLC0415
        from ..models.kombat_kittens_help_refused import KombatKittensHelpRefused  # noqa: PLC0415
        from ..models.kombat_kittens_litter_box_reshuffled import KombatKittensLitterBoxReshuffled  # noqa: PLC0415
        from ..models.kombat_kittens_litter_box_reshuffled_hidden import KombatKittensLitterBoxReshuffledHidden  # noqa: PLC0415
        from ..models.kombat_kittens_new_deck_shuffled import KombatKittensNewDeckShuffled  # noqa: PLC0415
        from ..models.kombat_kittens_new_deck_shuffled_hidden import KombatKittensNewDeckShuffledHidden  # noqa: PLC0415
        from ..models.kombat_kittens_played_cards_discarded import KombatKittensPlayedCardsDiscarded  # noqa: PLC0415
        from ..models.kombat_kittens_recruited import KombatKittensRecruited  # noqa: PLC0415
        from ..models.kombat_kittens_tiebreak_called import KombatKittensTiebreakCalled  # noqa: PLC0415
        from ..models.kombat_kittens_tiebreak_started import KombatKittensTiebreakStarted  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_given import KombatKittensTreasureGiven  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_kept import KombatKittensTreasureKept  # noqa: PLC0415
        from ..models.kombat_kittens_treasure_taken import KombatKittensTreasureTaken  # noqa: PLC0415
        from ..models.kombat_kittens_turn_began import KombatKittensTurnBegan  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            GameAborted
            | GameCreated
            | GameStarted
            | KombatKittensBattleDeclared
            | KombatKittensBattleTied
            | KombatKittensBattleWon
            | KombatKittensCardCommitted
            | KombatKittensCardCommittedHidden
            | KombatKittensCardDrawn
            | KombatKittensCardDrawnHidden
            | KombatKittensCardsRevealed
            | KombatKittensCommitmentReturned
            | KombatKittensCommitmentReturnedHidden
            | KombatKittensDogDiscarded
            | KombatKittensDogDrawn
            | KombatKittensDogfightStarted
            | KombatKittensDogfightWon
            | KombatKittensDogSetAside
            | KombatKittensForfeited
            | KombatKittensGameEnded
            | KombatKittensGameStarted
            | KombatKittensGameStartedSeen
            | KombatKittensHelpAccepted
            | KombatKittensHelpAsked
            | KombatKittensHelpNotAsked
            | KombatKittensHelpRefused
            | KombatKittensLitterBoxReshuffled
            | KombatKittensLitterBoxReshuffledHidden
            | KombatKittensNewDeckShuffled
            | KombatKittensNewDeckShuffledHidden
            | KombatKittensPlayedCardsDiscarded
            | KombatKittensRecruited
            | KombatKittensTiebreakCalled
            | KombatKittensTiebreakStarted
            | KombatKittensTreasureGiven
            | KombatKittensTreasureKept
            | KombatKittensTreasureTaken
            | KombatKittensTurnBegan
            | SeatLeft
            | SeatTaken
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_0 = GameCreated.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_1 = SeatTaken.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_2 = SeatLeft.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_3 = GameStarted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_4 = GameAborted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_5 = KombatKittensGameStarted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_6 = KombatKittensTurnBegan.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_7 = KombatKittensCardDrawn.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_8 = KombatKittensDogDrawn.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_9 = KombatKittensLitterBoxReshuffled.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_10 = KombatKittensNewDeckShuffled.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_11 = KombatKittensRecruited.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_12 = KombatKittensBattleDeclared.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_13 = KombatKittensHelpAsked.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_14 = KombatKittensHelpNotAsked.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_15 = KombatKittensHelpAccepted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_16 = KombatKittensHelpRefused.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_17 = KombatKittensCardCommitted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_18 = KombatKittensCardsRevealed.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_19 = KombatKittensForfeited.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_20 = KombatKittensCommitmentReturned.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_21 = KombatKittensBattleWon.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_22 = KombatKittensBattleTied.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_23 = KombatKittensTreasureTaken.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_24 = KombatKittensTreasureGiven.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_25 = KombatKittensTreasureKept.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_26 = KombatKittensPlayedCardsDiscarded.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_27 = KombatKittensDogfightStarted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_28 = KombatKittensDogfightWon.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_29 = KombatKittensDogSetAside.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_30 = KombatKittensDogDiscarded.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_31 = KombatKittensTiebreakCalled.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_32 = KombatKittensTiebreakStarted.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_33 = KombatKittensGameEnded.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_34 = KombatKittensGameStartedSeen.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_35 = KombatKittensCardDrawnHidden.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_36 = KombatKittensLitterBoxReshuffledHidden.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_37 = KombatKittensNewDeckShuffledHidden.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_event_type_38 = KombatKittensCardCommittedHidden.from_dict(data)

                return componentsschemas_kombat_kittens_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_kombat_kittens_event_type_39 = KombatKittensCommitmentReturnedHidden.from_dict(data)

            return componentsschemas_kombat_kittens_event_type_39

        data = _parse_data(d.pop("data"))

        metadata = KombatKittensExportedEventMetadata.from_dict(d.pop("metadata"))

        type_ = d.pop("type")

        version = d.pop("version")

        def _parse_hash_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hash_ = _parse_hash_(d.pop("hash", UNSET))

        def _parse_recorded_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at", UNSET))

        kombat_kittens_exported_event = cls(
            data=data,
            metadata=metadata,
            type_=type_,
            version=version,
            hash_=hash_,
            recorded_at=recorded_at,
        )

        kombat_kittens_exported_event.additional_properties = d
        return kombat_kittens_exported_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
