from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_aborted import GameAborted
    from ..models.game_created import GameCreated
    from ..models.game_started import GameStarted
    from ..models.seat_left import SeatLeft
    from ..models.seat_taken import SeatTaken
    from ..models.trending_kittens_card_played import TrendingKittensCardPlayed
    from ..models.trending_kittens_cards_drawn import TrendingKittensCardsDrawn
    from ..models.trending_kittens_cards_drawn_hidden import TrendingKittensCardsDrawnHidden
    from ..models.trending_kittens_cards_turned import TrendingKittensCardsTurned
    from ..models.trending_kittens_cause import TrendingKittensCause
    from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered
    from ..models.trending_kittens_game_scored import TrendingKittensGameScored
    from ..models.trending_kittens_game_started import TrendingKittensGameStarted
    from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden
    from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded
    from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced
    from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden
    from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed


T = TypeVar("T", bound="TrendingKittensStreamEvent")


@_attrs_define
class TrendingKittensStreamEvent:
    """
    Attributes:
        cause (None | TrendingKittensCause):
        event (GameAborted | GameCreated | GameStarted | SeatLeft | SeatTaken | TrendingKittensCardPlayed |
            TrendingKittensCardsDrawn | TrendingKittensCardsDrawnHidden | TrendingKittensCardsTurned |
            TrendingKittensChoiceOffered | TrendingKittensGameScored | TrendingKittensGameStarted |
            TrendingKittensGameStartedHidden | TrendingKittensMatchEnded | TrendingKittensStarterPlaced |
            TrendingKittensStarterPlacedHidden | TrendingKittensTurnPassed):
        hash_ (None | str):
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        recorded_at (None | str):
        type_ (Literal['event']):  Default: 'event'.
        version (int):
    """

    cause: None | TrendingKittensCause
    event: (
        GameAborted
        | GameCreated
        | GameStarted
        | SeatLeft
        | SeatTaken
        | TrendingKittensCardPlayed
        | TrendingKittensCardsDrawn
        | TrendingKittensCardsDrawnHidden
        | TrendingKittensCardsTurned
        | TrendingKittensChoiceOffered
        | TrendingKittensGameScored
        | TrendingKittensGameStarted
        | TrendingKittensGameStartedHidden
        | TrendingKittensMatchEnded
        | TrendingKittensStarterPlaced
        | TrendingKittensStarterPlacedHidden
        | TrendingKittensTurnPassed
    )
    hash_: None | str
    recorded_at: None | str
    version: int
    kind: Literal["trending-kittens"] = "trending-kittens"
    type_: Literal["event"] = "event"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415
        from ..models.trending_kittens_card_played import TrendingKittensCardPlayed  # noqa: PLC0415
        from ..models.trending_kittens_cards_drawn import TrendingKittensCardsDrawn  # noqa: PLC0415
        from ..models.trending_kittens_cards_turned import TrendingKittensCardsTurned  # noqa: PLC0415
        from ..models.trending_kittens_cause import TrendingKittensCause  # noqa: PLC0415
        from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered  # noqa: PLC0415
        from ..models.trending_kittens_game_scored import TrendingKittensGameScored  # noqa: PLC0415
        from ..models.trending_kittens_game_started import TrendingKittensGameStarted  # noqa: PLC0415
        from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden  # noqa: PLC0415
        from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden  # noqa: PLC0415
        from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed  # noqa: PLC0415

        cause: dict[str, Any] | None
        if isinstance(self.cause, TrendingKittensCause):
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
        elif isinstance(self.event, TrendingKittensGameStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensStarterPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensCardsDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensCardPlayed):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensCardsTurned):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensChoiceOffered):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensTurnPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensGameScored):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensMatchEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensGameStartedHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, TrendingKittensStarterPlacedHidden):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        hash_: None | str
        hash_ = self.hash_

        kind = self.kind

        recorded_at: None | str
        recorded_at = self.recorded_at

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cause": cause,
                "event": event,
                "hash": hash_,
                "kind": kind,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415
        from ..models.trending_kittens_card_played import TrendingKittensCardPlayed  # noqa: PLC0415
        from ..models.trending_kittens_cards_drawn import TrendingKittensCardsDrawn  # noqa: PLC0415
        from ..models.trending_kittens_cards_drawn_hidden import TrendingKittensCardsDrawnHidden  # noqa: PLC0415
        from ..models.trending_kittens_cards_turned import TrendingKittensCardsTurned  # noqa: PLC0415
        from ..models.trending_kittens_cause import TrendingKittensCause  # noqa: PLC0415
        from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered  # noqa: PLC0415
        from ..models.trending_kittens_game_scored import TrendingKittensGameScored  # noqa: PLC0415
        from ..models.trending_kittens_game_started import TrendingKittensGameStarted  # noqa: PLC0415
        from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden  # noqa: PLC0415
        from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden  # noqa: PLC0415
        from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_cause(data: object) -> None | TrendingKittensCause:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cause_type_0 = TrendingKittensCause.from_dict(data)

                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensCause, data)

        cause = _parse_cause(d.pop("cause"))

        def _parse_event(
            data: object,
        ) -> (
            GameAborted
            | GameCreated
            | GameStarted
            | SeatLeft
            | SeatTaken
            | TrendingKittensCardPlayed
            | TrendingKittensCardsDrawn
            | TrendingKittensCardsDrawnHidden
            | TrendingKittensCardsTurned
            | TrendingKittensChoiceOffered
            | TrendingKittensGameScored
            | TrendingKittensGameStarted
            | TrendingKittensGameStartedHidden
            | TrendingKittensMatchEnded
            | TrendingKittensStarterPlaced
            | TrendingKittensStarterPlacedHidden
            | TrendingKittensTurnPassed
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_0 = GameCreated.from_dict(data)

                return componentsschemas_trending_kittens_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_1 = SeatTaken.from_dict(data)

                return componentsschemas_trending_kittens_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_2 = SeatLeft.from_dict(data)

                return componentsschemas_trending_kittens_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_3 = GameStarted.from_dict(data)

                return componentsschemas_trending_kittens_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_4 = GameAborted.from_dict(data)

                return componentsschemas_trending_kittens_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_5 = TrendingKittensGameStarted.from_dict(data)

                return componentsschemas_trending_kittens_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_6 = TrendingKittensStarterPlaced.from_dict(data)

                return componentsschemas_trending_kittens_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_7 = TrendingKittensCardsDrawn.from_dict(data)

                return componentsschemas_trending_kittens_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_8 = TrendingKittensCardPlayed.from_dict(data)

                return componentsschemas_trending_kittens_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_9 = TrendingKittensCardsTurned.from_dict(data)

                return componentsschemas_trending_kittens_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_10 = TrendingKittensChoiceOffered.from_dict(data)

                return componentsschemas_trending_kittens_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_11 = TrendingKittensTurnPassed.from_dict(data)

                return componentsschemas_trending_kittens_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_12 = TrendingKittensGameScored.from_dict(data)

                return componentsschemas_trending_kittens_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_13 = TrendingKittensMatchEnded.from_dict(data)

                return componentsschemas_trending_kittens_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_14 = TrendingKittensGameStartedHidden.from_dict(data)

                return componentsschemas_trending_kittens_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_event_type_15 = TrendingKittensStarterPlacedHidden.from_dict(data)

                return componentsschemas_trending_kittens_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_trending_kittens_event_type_16 = TrendingKittensCardsDrawnHidden.from_dict(data)

            return componentsschemas_trending_kittens_event_type_16

        event = _parse_event(d.pop("event"))

        def _parse_hash_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hash_ = _parse_hash_(d.pop("hash"))

        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

        def _parse_recorded_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at"))

        type_ = cast(Literal["event"], d.pop("type"))
        if type_ != "event":
            raise ValueError(f"type must match const 'event', got '{type_}'")

        version = d.pop("version")

        trending_kittens_stream_event = cls(
            cause=cause,
            event=event,
            hash_=hash_,
            kind=kind,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        trending_kittens_stream_event.additional_properties = d
        return trending_kittens_stream_event

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
