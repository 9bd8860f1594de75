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
    from ..models.kinoko_kombat_center_chosen import KinokoKombatCenterChosen
    from ..models.kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden
    from ..models.kinoko_kombat_center_claimed import KinokoKombatCenterClaimed
    from ..models.kinoko_kombat_exported_event_metadata import KinokoKombatExportedEventMetadata
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


T = TypeVar("T", bound="KinokoKombatExportedEvent")


@_attrs_define
class KinokoKombatExportedEvent:
    """
    Attributes:
        data (GameAborted | GameCreated | GameStarted | KinokoKombatCenterChosen | KinokoKombatCenterChosenHidden |
            KinokoKombatCenterClaimed | KinokoKombatGameEnded | KinokoKombatLeaderChosen | KinokoKombatLeaderChosenHidden |
            KinokoKombatRecruitClaimed | KinokoKombatRoundDealt | KinokoKombatRoundDealtHidden | KinokoKombatRowArranged |
            KinokoKombatRowArrangedHidden | KinokoKombatSelectionBegan | KinokoKombatStarTileFlipped |
            KinokoKombatTeamsCompared | SeatLeft | SeatTaken):
        metadata (KinokoKombatExportedEventMetadata):
        type_ (str):
        version (int):
        hash_ (None | str | Unset):
        recorded_at (None | str | Unset):
    """

    data: (
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
    metadata: KinokoKombatExportedEventMetadata
    type_: str
    version: int
    hash_: None | str | Unset = UNSET
    recorded_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_aborted import GameAborted  # noqa: PLC0415
        from ..models.game_created import GameCreated  # noqa: PLC0415
        from ..models.game_started import GameStarted  # noqa: PLC0415
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
        elif isinstance(self.data, KinokoKombatRoundDealt):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatCenterChosen):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatLeaderChosen):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatRowArranged):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatSelectionBegan):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatRecruitClaimed):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatCenterClaimed):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatStarTileFlipped):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatTeamsCompared):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatGameEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatRoundDealtHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatCenterChosenHidden):
            data = self.data.to_dict()
        elif isinstance(self.data, KinokoKombatLeaderChosenHidden):
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
        from ..models.kinoko_kombat_center_chosen import KinokoKombatCenterChosen  # noqa: PLC0415
        from ..models.kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden  # noqa: PLC0415
        from ..models.kinoko_kombat_center_claimed import KinokoKombatCenterClaimed  # noqa: PLC0415
        from ..models.kinoko_kombat_exported_event_metadata import KinokoKombatExportedEventMetadata  # noqa: PLC0415
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

        def _parse_data(
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

        data = _parse_data(d.pop("data"))

        metadata = KinokoKombatExportedEventMetadata.from_dict(d.pop("metadata"))

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

        kinoko_kombat_exported_event = cls(
            data=data,
            metadata=metadata,
            type_=type_,
            version=version,
            hash_=hash_,
            recorded_at=recorded_at,
        )

        kinoko_kombat_exported_event.additional_properties = d
        return kinoko_kombat_exported_event

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
