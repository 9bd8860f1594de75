from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entrant_registered import EntrantRegistered
    from ..models.entrant_withdrawn import EntrantWithdrawn
    from ..models.game_forfeited import GameForfeited
    from ..models.game_result_recorded import GameResultRecorded
    from ..models.match_finished import MatchFinished
    from ..models.round_finished import RoundFinished
    from ..models.round_paired import RoundPaired
    from ..models.tournament_created import TournamentCreated
    from ..models.tournament_finished import TournamentFinished
    from ..models.tournament_hosted import TournamentHosted
    from ..models.tournament_started import TournamentStarted


T = TypeVar("T", bound="TournamentEventEntry")


@_attrs_define
class TournamentEventEntry:
    """
    Attributes:
        event (EntrantRegistered | EntrantWithdrawn | GameForfeited | GameResultRecorded | MatchFinished | RoundFinished
            | RoundPaired | TournamentCreated | TournamentFinished | TournamentHosted | TournamentStarted):
        recorded_at (datetime.datetime | None):
        version (int):
    """

    event: (
        EntrantRegistered
        | EntrantWithdrawn
        | GameForfeited
        | GameResultRecorded
        | MatchFinished
        | RoundFinished
        | RoundPaired
        | TournamentCreated
        | TournamentFinished
        | TournamentHosted
        | TournamentStarted
    )
    recorded_at: datetime.datetime | None
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.entrant_registered import EntrantRegistered  # noqa: PLC0415
        from ..models.entrant_withdrawn import EntrantWithdrawn  # noqa: PLC0415
        from ..models.game_forfeited import GameForfeited  # noqa: PLC0415
        from ..models.game_result_recorded import GameResultRecorded  # noqa: PLC0415
        from ..models.match_finished import MatchFinished  # noqa: PLC0415
        from ..models.round_finished import RoundFinished  # noqa: PLC0415
        from ..models.round_paired import RoundPaired  # noqa: PLC0415
        from ..models.tournament_created import TournamentCreated  # noqa: PLC0415
        from ..models.tournament_hosted import TournamentHosted  # noqa: PLC0415
        from ..models.tournament_started import TournamentStarted  # noqa: PLC0415

        event: dict[str, Any]
        if isinstance(self.event, TournamentHosted):
            event = self.event.to_dict()
        elif isinstance(self.event, TournamentCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, EntrantRegistered):
            event = self.event.to_dict()
        elif isinstance(self.event, EntrantWithdrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, TournamentStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RoundPaired):
            event = self.event.to_dict()
        elif isinstance(self.event, GameResultRecorded):
            event = self.event.to_dict()
        elif isinstance(self.event, GameForfeited):
            event = self.event.to_dict()
        elif isinstance(self.event, MatchFinished):
            event = self.event.to_dict()
        elif isinstance(self.event, RoundFinished):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        recorded_at: None | str
        if isinstance(self.recorded_at, datetime.datetime):
            recorded_at = self.recorded_at.isoformat()
        else:
            recorded_at = self.recorded_at

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "recorded_at": recorded_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entrant_registered import EntrantRegistered  # noqa: PLC0415
        from ..models.entrant_withdrawn import EntrantWithdrawn  # noqa: PLC0415
        from ..models.game_forfeited import GameForfeited  # noqa: PLC0415
        from ..models.game_result_recorded import GameResultRecorded  # noqa: PLC0415
        from ..models.match_finished import MatchFinished  # noqa: PLC0415
        from ..models.round_finished import RoundFinished  # noqa: PLC0415
        from ..models.round_paired import RoundPaired  # noqa: PLC0415
        from ..models.tournament_created import TournamentCreated  # noqa: PLC0415
        from ..models.tournament_finished import TournamentFinished  # noqa: PLC0415
        from ..models.tournament_hosted import TournamentHosted  # noqa: PLC0415
        from ..models.tournament_started import TournamentStarted  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_event(
            data: object,
        ) -> (
            EntrantRegistered
            | EntrantWithdrawn
            | GameForfeited
            | GameResultRecorded
            | MatchFinished
            | RoundFinished
            | RoundPaired
            | TournamentCreated
            | TournamentFinished
            | TournamentHosted
            | TournamentStarted
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = TournamentHosted.from_dict(data)

                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = TournamentCreated.from_dict(data)

                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = EntrantRegistered.from_dict(data)

                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = EntrantWithdrawn.from_dict(data)

                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = TournamentStarted.from_dict(data)

                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = RoundPaired.from_dict(data)

                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = GameResultRecorded.from_dict(data)

                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = GameForfeited.from_dict(data)

                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = MatchFinished.from_dict(data)

                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = RoundFinished.from_dict(data)

                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_10 = TournamentFinished.from_dict(data)

            return event_type_10

        event = _parse_event(d.pop("event"))

        def _parse_recorded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                recorded_at_type_0 = datetime.datetime.fromisoformat(data)

                return recorded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at"))

        version = d.pop("version")

        tournament_event_entry = cls(
            event=event,
            recorded_at=recorded_at,
            version=version,
        )

        tournament_event_entry.additional_properties = d
        return tournament_event_entry

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
