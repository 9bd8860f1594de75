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
    from ..models.seat_left import SeatLeft
    from ..models.seat_taken import SeatTaken
    from ..models.trending_kittens_card_played import TrendingKittensCardPlayed
    from ..models.trending_kittens_cards_drawn import TrendingKittensCardsDrawn
    from ..models.trending_kittens_cards_drawn_hidden import TrendingKittensCardsDrawnHidden
    from ..models.trending_kittens_cards_turned import TrendingKittensCardsTurned
    from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered
    from ..models.trending_kittens_exported_event_metadata import TrendingKittensExportedEventMetadata
    from ..models.trending_kittens_game_scored import TrendingKittensGameScored
    from ..models.trending_kittens_game_started import TrendingKittensGameStarted
    from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden
    from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded
    from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced
    from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden
    from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed


T = TypeVar("T", bound="TrendingKittensExportedEvent")


@_attrs_define
class TrendingKittensExportedEvent:
    """
    Attributes:
        data (GameAborted | GameCreated | GameStarted | SeatLeft | SeatTaken | TrendingKittensCardPlayed |
            TrendingKittensCardsDrawn | TrendingKittensCardsDrawnHidden | TrendingKittensCardsTurned |
            TrendingKittensChoiceOffered | TrendingKittensGameScored | TrendingKittensGameStarted |
            TrendingKittensGameStartedHidden | TrendingKittensMatchEnded | TrendingKittensStarterPlaced |
            TrendingKittensStarterPlacedHidden | TrendingKittensTurnPassed):
        metadata (TrendingKittensExportedEventMetadata):
        type_ (str):
        version (int):
        hash_ (None | str | Unset):
        recorded_at (None | str | Unset):
    """

    data: (
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
    metadata: TrendingKittensExportedEventMetadata
    type_: str
    version: int
    hash_: None | str | Unset = UNSET
    recorded_at: None | str | Unset = UNSET
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
        from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered  # noqa: PLC0415
        from ..models.trending_kittens_game_scored import TrendingKittensGameScored  # noqa: PLC0415
        from ..models.trending_kittens_game_started import TrendingKittensGameStarted  # noqa: PLC0415
        from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden  # noqa: PLC0415
        from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden  # noqa: PLC0415
        from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed  # noqa: PLC0415

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
        elif isinstance(self.data, TrendingKittensGameStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensStarterPlaced):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensCardsDrawn):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensCardPlayed):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensCardsTurned):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensChoiceOffered):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensTurnPassed):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensGameScored):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensMatchEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensGameStartedHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, TrendingKittensStarterPlacedHidden):
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
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415
        from ..models.trending_kittens_card_played import TrendingKittensCardPlayed  # noqa: PLC0415
        from ..models.trending_kittens_cards_drawn import TrendingKittensCardsDrawn  # noqa: PLC0415
        from ..models.trending_kittens_cards_drawn_hidden import TrendingKittensCardsDrawnHidden  # noqa: PLC0415
        from ..models.trending_kittens_cards_turned import TrendingKittensCardsTurned  # noqa: PLC0415
        from ..models.trending_kittens_choice_offered import TrendingKittensChoiceOffered  # noqa: PLC0415
        from ..models.trending_kittens_exported_event_metadata import TrendingKittensExportedEventMetadata  # noqa: PLC0415
        from ..models.trending_kittens_game_scored import TrendingKittensGameScored  # noqa: PLC0415
        from ..models.trending_kittens_game_started import TrendingKittensGameStarted  # noqa: PLC0415
        from ..models.trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden  # noqa: PLC0415
        from ..models.trending_kittens_match_ended import TrendingKittensMatchEnded  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed import TrendingKittensStarterPlaced  # noqa: PLC0415
        from ..models.trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden  # noqa: PLC0415
        from ..models.trending_kittens_turn_passed import TrendingKittensTurnPassed  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(
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

        data = _parse_data(d.pop("data"))

        metadata = TrendingKittensExportedEventMetadata.from_dict(d.pop("metadata"))

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

        trending_kittens_exported_event = cls(
            data=data,
            metadata=metadata,
            type_=type_,
            version=version,
            hash_=hash_,
            recorded_at=recorded_at,
        )

        trending_kittens_exported_event.additional_properties = d
        return trending_kittens_exported_event

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
