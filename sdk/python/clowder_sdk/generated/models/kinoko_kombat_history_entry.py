from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_aborted import GameAborted
    from ..models.game_created import GameCreated
    from ..models.game_started import GameStarted
    from ..models.kinoko_kombat_cause import KinokoKombatCause
    from ..models.kinoko_kombat_center_chosen import KinokoKombatCenterChosen
    from ..models.kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden
    from ..models.kinoko_kombat_center_claimed import KinokoKombatCenterClaimed
    from ..models.kinoko_kombat_game_ended import KinokoKombatGameEnded
    from ..models.kinoko_kombat_leader_chosen import KinokoKombatLeaderChosen
    from ..models.kinoko_kombat_leader_chosen_hidden import KinokoKombatLeaderChosenHidden
    from ..models.kinoko_kombat_recruit_claimed import KinokoKombatRecruitClaimed
    from ..models.kinoko_kombat_round_dealt import KinokoKombatRoundDealt
    from ..models.kinoko_kombat_round_dealt_hidden import KinokoKombatRoundDealtHidden
    from ..models.kinoko_kombat_row_arranged import KinokoKombatRowArranged
    from ..models.kinoko_kombat_row_arranged_hidden import KinokoKombatRowArrangedHidden
    from ..models.kinoko_kombat_selection_began import KinokoKombatSelectionBegan
    from ..models.kinoko_kombat_star_tile_flipped import KinokoKombatStarTileFlipped
    from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared
    from ..models.seat_left import SeatLeft
    from ..models.seat_taken import SeatTaken


T = TypeVar("T", bound="KinokoKombatHistoryEntry")


@_attrs_define
class KinokoKombatHistoryEntry:
    """
    Attributes:
        cause (KinokoKombatCause | None):
        event (GameAborted | GameCreated | GameStarted | KinokoKombatCenterChosen | KinokoKombatCenterChosenHidden |
            KinokoKombatCenterClaimed | KinokoKombatGameEnded | KinokoKombatLeaderChosen | KinokoKombatLeaderChosenHidden |
            KinokoKombatRecruitClaimed | KinokoKombatRoundDealt | KinokoKombatRoundDealtHidden | KinokoKombatRowArranged |
            KinokoKombatRowArrangedHidden | KinokoKombatSelectionBegan | KinokoKombatStarTileFlipped |
            KinokoKombatTeamsCompared | SeatLeft | SeatTaken):
        hash_ (None | str):
        recorded_at (None | str):
        version (int):
    """

    cause: KinokoKombatCause | None
    event: (
        GameAborted
        | GameCreated
        | GameStarted
        | KinokoKombatCenterChosen
        | KinokoKombatCenterChosenHidden
        | KinokoKombatCenterClaimed
        | KinokoKombatGameEnded
        | KinokoKombatLeaderChosen
        | KinokoKombatLeaderChosenHidden
        | KinokoKombatRecruitClaimed
        | KinokoKombatRoundDealt
        | KinokoKombatRoundDealtHidden
        | KinokoKombatRowArranged
        | KinokoKombatRowArrangedHidden
        | KinokoKombatSelectionBegan
        | KinokoKombatStarTileFlipped
        | KinokoKombatTeamsCompared
        | SeatLeft
        | SeatTaken
    )
    hash_: None | str
    recorded_at: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.kinoko_kombat_cause import KinokoKombatCause  # noqa: PLC0415
        from ..models.kinoko_kombat_center_chosen import KinokoKombatCenterChosen  # noqa: PLC0415
        from ..models.kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_center_claimed import KinokoKombatCenterClaimed  # noqa: PLC0415
        from ..models.kinoko_kombat_game_ended import KinokoKombatGameEnded  # noqa: PLC0415
        from ..models.kinoko_kombat_leader_chosen import KinokoKombatLeaderChosen  # noqa: PLC0415
        from ..models.kinoko_kombat_leader_chosen_hidden import KinokoKombatLeaderChosenHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_recruit_claimed import KinokoKombatRecruitClaimed  # noqa: PLC0415
        from ..models.kinoko_kombat_round_dealt import KinokoKombatRoundDealt  # noqa: PLC0415
        from ..models.kinoko_kombat_round_dealt_hidden import KinokoKombatRoundDealtHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_row_arranged import KinokoKombatRowArranged  # noqa: PLC0415
        from ..models.kinoko_kombat_selection_began import KinokoKombatSelectionBegan  # noqa: PLC0415
        from ..models.kinoko_kombat_star_tile_flipped import KinokoKombatStarTileFlipped  # noqa: PLC0415
        from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415

        cause: dict[str, Any] | None
        if isinstance(self.cause, KinokoKombatCause):
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
        elif isinstance(self.event, KinokoKombatRoundDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatCenterChosen):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatLeaderChosen):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatRowArranged):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatSelectionBegan):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatRecruitClaimed):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatCenterClaimed):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatStarTileFlipped):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatTeamsCompared):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatGameEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatRoundDealtHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatCenterChosenHidden):
            event = self.event.to_dict()
        elif isinstance(self.event, KinokoKombatLeaderChosenHidden):
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
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
        from ..models.kinoko_kombat_cause import KinokoKombatCause  # noqa: PLC0415
        from ..models.kinoko_kombat_center_chosen import KinokoKombatCenterChosen  # noqa: PLC0415
        from ..models.kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_center_claimed import KinokoKombatCenterClaimed  # noqa: PLC0415
        from ..models.kinoko_kombat_game_ended import KinokoKombatGameEnded  # noqa: PLC0415
        from ..models.kinoko_kombat_leader_chosen import KinokoKombatLeaderChosen  # noqa: PLC0415
        from ..models.kinoko_kombat_leader_chosen_hidden import KinokoKombatLeaderChosenHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_recruit_claimed import KinokoKombatRecruitClaimed  # noqa: PLC0415
        from ..models.kinoko_kombat_round_dealt import KinokoKombatRoundDealt  # noqa: PLC0415
        from ..models.kinoko_kombat_round_dealt_hidden import KinokoKombatRoundDealtHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_row_arranged import KinokoKombatRowArranged  # noqa: PLC0415
        from ..models.kinoko_kombat_row_arranged_hidden import KinokoKombatRowArrangedHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_selection_began import KinokoKombatSelectionBegan  # noqa: PLC0415
        from ..models.kinoko_kombat_star_tile_flipped import KinokoKombatStarTileFlipped  # noqa: PLC0415
        from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared  # noqa: PLC0415
        from ..models.seat_left import SeatLeft  # noqa: PLC0415
        from ..models.seat_taken import SeatTaken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_cause(data: object) -> KinokoKombatCause | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cause_type_0 = KinokoKombatCause.from_dict(data)

                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatCause | None, data)

        cause = _parse_cause(d.pop("cause"))

        def _parse_event(
            data: object,
        ) -> (
            GameAborted
            | GameCreated
            | GameStarted
            | KinokoKombatCenterChosen
            | KinokoKombatCenterChosenHidden
            | KinokoKombatCenterClaimed
            | KinokoKombatGameEnded
            | KinokoKombatLeaderChosen
            | KinokoKombatLeaderChosenHidden
            | KinokoKombatRecruitClaimed
            | KinokoKombatRoundDealt
            | KinokoKombatRoundDealtHidden
            | KinokoKombatRowArranged
            | KinokoKombatRowArrangedHidden
            | KinokoKombatSelectionBegan
            | KinokoKombatStarTileFlipped
            | KinokoKombatTeamsCompared
            | SeatLeft
            | SeatTaken
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_0 = GameCreated.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_1 = SeatTaken.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_2 = SeatLeft.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_3 = GameStarted.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_4 = GameAborted.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_5 = KinokoKombatRoundDealt.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_6 = KinokoKombatCenterChosen.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_7 = KinokoKombatLeaderChosen.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_8 = KinokoKombatRowArranged.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_9 = KinokoKombatSelectionBegan.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_10 = KinokoKombatRecruitClaimed.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_11 = KinokoKombatCenterClaimed.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_12 = KinokoKombatStarTileFlipped.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_13 = KinokoKombatTeamsCompared.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_14 = KinokoKombatGameEnded.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_15 = KinokoKombatRoundDealtHidden.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_16 = KinokoKombatCenterChosenHidden.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_event_type_17 = KinokoKombatLeaderChosenHidden.from_dict(data)

                return componentsschemas_kinoko_kombat_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_kinoko_kombat_event_type_18 = KinokoKombatRowArrangedHidden.from_dict(data)

            return componentsschemas_kinoko_kombat_event_type_18

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

        kinoko_kombat_history_entry = cls(
            cause=cause,
            event=event,
            hash_=hash_,
            recorded_at=recorded_at,
            version=version,
        )

        kinoko_kombat_history_entry.additional_properties = d
        return kinoko_kombat_history_entry

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
