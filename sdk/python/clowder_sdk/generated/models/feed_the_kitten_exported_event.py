from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn
    from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden
    from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed
    from ..models.feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled
    from ..models.feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden
    from ..models.feed_the_kitten_exported_event_metadata import FeedTheKittenExportedEventMetadata
    from ..models.feed_the_kitten_game_won import FeedTheKittenGameWon
    from ..models.feed_the_kitten_hand_discarded import FeedTheKittenHandDiscarded
    from ..models.feed_the_kitten_hand_discarded_hidden import FeedTheKittenHandDiscardedHidden
    from ..models.feed_the_kitten_round_dealt import FeedTheKittenRoundDealt
    from ..models.feed_the_kitten_round_dealt_hidden import FeedTheKittenRoundDealtHidden
    from ..models.feed_the_kitten_round_won import FeedTheKittenRoundWon
    from ..models.feed_the_kitten_starter_flipped import FeedTheKittenStarterFlipped
    from ..models.feed_the_kitten_starter_returned import FeedTheKittenStarterReturned
    from ..models.feed_the_kitten_starter_returned_hidden import FeedTheKittenStarterReturnedHidden
    from ..models.feed_the_kitten_turn_ended import FeedTheKittenTurnEnded
    from ..models.feed_the_kitten_turn_passed import FeedTheKittenTurnPassed
    from ..models.game_aborted import GameAborted
    from ..models.game_created import GameCreated
    from ..models.game_started import GameStarted
    from ..models.seat_left import SeatLeft
    from ..models.seat_taken import SeatTaken


T = TypeVar("T", bound="FeedTheKittenExportedEvent")


@_attrs_define
class FeedTheKittenExportedEvent:
    """
    Attributes:
        data (FeedTheKittenCardDrawn | FeedTheKittenCardDrawnHidden | FeedTheKittenCardPlayed |
            FeedTheKittenDrawPileReshuffled | FeedTheKittenDrawPileReshuffledHidden | FeedTheKittenGameWon |
            FeedTheKittenHandDiscarded | FeedTheKittenHandDiscardedHidden | FeedTheKittenRoundDealt |
            FeedTheKittenRoundDealtHidden | FeedTheKittenRoundWon | FeedTheKittenStarterFlipped |
            FeedTheKittenStarterReturned | FeedTheKittenStarterReturnedHidden | FeedTheKittenTurnEnded |
            FeedTheKittenTurnPassed | GameAborted | GameCreated | GameStarted | SeatLeft | SeatTaken):
        metadata (FeedTheKittenExportedEventMetadata):
        type_ (str):
        version (int):
        hash_ (None | str | Unset):
        recorded_at (None | str | Unset):
    """

    data: (
        FeedTheKittenCardDrawn
        | FeedTheKittenCardDrawnHidden
        | FeedTheKittenCardPlayed
        | FeedTheKittenDrawPileReshuffled
        | FeedTheKittenDrawPileReshuffledHidden
        | FeedTheKittenGameWon
        | FeedTheKittenHandDiscarded
        | FeedTheKittenHandDiscardedHidden
        | FeedTheKittenRoundDealt
        | FeedTheKittenRoundDealtHidden
        | FeedTheKittenRoundWon
        | FeedTheKittenStarterFlipped
        | FeedTheKittenStarterReturned
        | FeedTheKittenStarterReturnedHidden
        | FeedTheKittenTurnEnded
        | FeedTheKittenTurnPassed
        | GameAborted
        | GameCreated
        | GameStarted
        | SeatLeft
        | SeatTaken
    )
    metadata: FeedTheKittenExportedEventMetadata
    type_: str
    version: int
    hash_: None | str | Unset = UNSET
    recorded_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn  # noqa: PLC0415
        from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_game_won import FeedTheKittenGameWon  # noqa: PLC0415
        from ..models.feed_the_kitten_hand_discarded import FeedTheKittenHandDiscarded  # noqa: PLC0415
        from ..models.feed_the_kitten_round_dealt import FeedTheKittenRoundDealt  # noqa: PLC0415
        from ..models.feed_the_kitten_round_dealt_hidden import FeedTheKittenRoundDealtHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_round_won import FeedTheKittenRoundWon  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_flipped import FeedTheKittenStarterFlipped  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_returned import FeedTheKittenStarterReturned  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_returned_hidden import FeedTheKittenStarterReturnedHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_turn_ended import FeedTheKittenTurnEnded  # noqa: PLC0415
        from ..models.feed_the_kitten_turn_passed import FeedTheKittenTurnPassed  # noqa: PLC0415
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
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
        elif isinstance(self.data, FeedTheKittenRoundDealt):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenStarterFlipped):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenStarterReturned):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenCardPlayed):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenCardDrawn):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenDrawPileReshuffled):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenHandDiscarded):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenTurnPassed):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenTurnEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenRoundWon):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenGameWon):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenRoundDealtHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenStarterReturnedHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenCardDrawnHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, FeedTheKittenDrawPileReshuffledHidden):
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
        from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn  # noqa: PLC0415
        from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_exported_event_metadata import FeedTheKittenExportedEventMetadata  # noqa: PLC0415
        from ..models.feed_the_kitten_game_won import FeedTheKittenGameWon  # noqa: PLC0415
        from ..models.feed_the_kitten_hand_discarded import FeedTheKittenHandDiscarded  # noqa: PLC0415
        from ..models.feed_the_kitten_hand_discarded_hidden import FeedTheKittenHandDiscardedHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_round_dealt import FeedTheKittenRoundDealt  # noqa: PLC0415
        from ..models.feed_the_kitten_round_dealt_hidden import FeedTheKittenRoundDealtHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_round_won import FeedTheKittenRoundWon  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_flipped import FeedTheKittenStarterFlipped  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_returned import FeedTheKittenStarterReturned  # noqa: PLC0415
        from ..models.feed_the_kitten_starter_returned_hidden import FeedTheKittenStarterReturnedHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_turn_ended import FeedTheKittenTurnEnded  # noqa: PLC0415
        from ..models.feed_the_kitten_turn_passed import FeedTheKittenTurnPassed  # noqa: PLC0415
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            FeedTheKittenCardDrawn
            | FeedTheKittenCardDrawnHidden
            | FeedTheKittenCardPlayed
            | FeedTheKittenDrawPileReshuffled
            | FeedTheKittenDrawPileReshuffledHidden
            | FeedTheKittenGameWon
            | FeedTheKittenHandDiscarded
            | FeedTheKittenHandDiscardedHidden
            | FeedTheKittenRoundDealt
            | FeedTheKittenRoundDealtHidden
            | FeedTheKittenRoundWon
            | FeedTheKittenStarterFlipped
            | FeedTheKittenStarterReturned
            | FeedTheKittenStarterReturnedHidden
            | FeedTheKittenTurnEnded
            | FeedTheKittenTurnPassed
            | GameAborted
            | GameCreated
            | GameStarted
            | SeatLeft
            | SeatTaken
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_0 = GameCreated.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_1 = SeatTaken.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_2 = SeatLeft.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_3 = GameStarted.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_4 = GameAborted.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_5 = FeedTheKittenRoundDealt.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_6 = FeedTheKittenStarterFlipped.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_7 = FeedTheKittenStarterReturned.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_8 = FeedTheKittenCardPlayed.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_9 = FeedTheKittenCardDrawn.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_10 = FeedTheKittenDrawPileReshuffled.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_11 = FeedTheKittenHandDiscarded.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_12 = FeedTheKittenTurnPassed.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_13 = FeedTheKittenTurnEnded.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_14 = FeedTheKittenRoundWon.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_15 = FeedTheKittenGameWon.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_16 = FeedTheKittenRoundDealtHidden.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_17 = FeedTheKittenStarterReturnedHidden.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_18 = FeedTheKittenCardDrawnHidden.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_event_type_19 = FeedTheKittenDrawPileReshuffledHidden.from_dict(data)

                return componentsschemas_feed_the_kitten_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_feed_the_kitten_event_type_20 = FeedTheKittenHandDiscardedHidden.from_dict(data)

            return componentsschemas_feed_the_kitten_event_type_20

        data = _parse_data(d.pop("data"))

        metadata = FeedTheKittenExportedEventMetadata.from_dict(d.pop("metadata"))

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

        feed_the_kitten_exported_event = cls(
            data=data,
            metadata=metadata,
            type_=type_,
            version=version,
            hash_=hash_,
            recorded_at=recorded_at,
        )

        feed_the_kitten_exported_event.additional_properties = d
        return feed_the_kitten_exported_event

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
