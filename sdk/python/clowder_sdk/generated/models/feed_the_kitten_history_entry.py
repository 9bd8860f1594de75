from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn
    from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden
    from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed
    from ..models.feed_the_kitten_cause import FeedTheKittenCause
    from ..models.feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled
    from ..models.feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden
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


T = TypeVar("T", bound="FeedTheKittenHistoryEntry")


@_attrs_define
class FeedTheKittenHistoryEntry:
    """
    Attributes:
        cause (FeedTheKittenCause | None):
        event (FeedTheKittenCardDrawn | FeedTheKittenCardDrawnHidden | FeedTheKittenCardPlayed |
            FeedTheKittenDrawPileReshuffled | FeedTheKittenDrawPileReshuffledHidden | FeedTheKittenGameWon |
            FeedTheKittenHandDiscarded | FeedTheKittenHandDiscardedHidden | FeedTheKittenRoundDealt |
            FeedTheKittenRoundDealtHidden | FeedTheKittenRoundWon | FeedTheKittenStarterFlipped |
            FeedTheKittenStarterReturned | FeedTheKittenStarterReturnedHidden | FeedTheKittenTurnEnded |
            FeedTheKittenTurnPassed | GameAborted | GameCreated | GameStarted | SeatLeft | SeatTaken):
        hash_ (None | str):
        recorded_at (None | str):
        version (int):
    """

    cause: FeedTheKittenCause | None
    event: (
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
    hash_: None | str
    recorded_at: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn  # noqa: PLC0415
        from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed  # noqa: PLC0415
        from ..models.feed_the_kitten_cause import FeedTheKittenCause  # noqa: PLC0415
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

        cause: dict[str, Any] | None
        if isinstance(self.cause, FeedTheKittenCause):
            cause = self.cause.to_dict()
        else:
            cause = self.cause

        event: dict[str, Any]
        if isinstance(self.event, GameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatLeft):
            event = self.event.to_dict()
        elif isinstance(self.event, GameStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, GameAborted):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenRoundDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenStarterFlipped):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenStarterReturned):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenCardPlayed):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenCardDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenDrawPileReshuffled):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenHandDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenTurnPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenTurnEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenRoundWon):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenGameWon):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenRoundDealtHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenStarterReturnedHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenCardDrawnHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, FeedTheKittenDrawPileReshuffledHidden):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        hash_: None | str
        hash_ = self.hash_

        recorded_at: None | str
        recorded_at = self.recorded_at

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cause": cause,
                "event": event,
                "hash": hash_,
                "recorded_at": recorded_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_card_drawn import FeedTheKittenCardDrawn  # noqa: PLC0415
        from ..models.feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden  # noqa: PLC0415
        from ..models.feed_the_kitten_card_played import FeedTheKittenCardPlayed  # noqa: PLC0415
        from ..models.feed_the_kitten_cause import FeedTheKittenCause  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled  # noqa: PLC0415
        from ..models.feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden  # noqa: PLC0415
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

        def _parse_cause(data: object) -> FeedTheKittenCause | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cause_type_0 = FeedTheKittenCause.from_dict(data)

                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedTheKittenCause | None, data)

        cause = _parse_cause(d.pop("cause"))

        def _parse_event(
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

        event = _parse_event(d.pop("event"))

        def _parse_hash_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hash_ = _parse_hash_(d.pop("hash"))

        def _parse_recorded_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at"))

        version = d.pop("version")

        feed_the_kitten_history_entry = cls(
            cause=cause,
            event=event,
            hash_=hash_,
            recorded_at=recorded_at,
            version=version,
        )

        feed_the_kitten_history_entry.additional_properties = d
        return feed_the_kitten_history_entry

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
