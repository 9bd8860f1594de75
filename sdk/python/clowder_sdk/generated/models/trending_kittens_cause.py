from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_cause_by_type_0 import TrendingKittensCauseByType0

if TYPE_CHECKING:
    from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter
    from ..models.trending_kittens_play_card import TrendingKittensPlayCard
    from ..models.trending_kittens_turn_card import TrendingKittensTurnCard


T = TypeVar("T", bound="TrendingKittensCause")


@_attrs_define
class TrendingKittensCause:
    """
    Attributes:
        by (None | TrendingKittensCauseByType0):
        command (None | TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard):
        decided_at (int):  Default: 0.
        player_id (None | str):
        seat (int | None):
    """

    by: None | TrendingKittensCauseByType0
    command: None | TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard
    player_id: None | str
    seat: int | None
    decided_at: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415
        from ..models.trending_kittens_turn_card import TrendingKittensTurnCard  # noqa: PLC0415

        by: None | str
        if isinstance(self.by, TrendingKittensCauseByType0):
            by = self.by.value
        else:
            by = self.by

        command: dict[str, Any] | None
        if isinstance(self.command, TrendingKittensPlaceStarter):
            command = self.command.to_dict()
        elif isinstance(self.command, TrendingKittensPlayCard):
            command = self.command.to_dict()
        elif isinstance(self.command, TrendingKittensTurnCard):
            command = self.command.to_dict()
        else:
            command = self.command

        decided_at = self.decided_at

        player_id: None | str
        player_id = self.player_id

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "command": command,
                "decided_at": decided_at,
                "player_id": player_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415
        from ..models.trending_kittens_turn_card import TrendingKittensTurnCard  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_by(data: object) -> None | TrendingKittensCauseByType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = TrendingKittensCauseByType0(data)

                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensCauseByType0, data)

        by = _parse_by(d.pop("by"))

        def _parse_command(
            data: object,
        ) -> None | TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_command_type_0 = TrendingKittensPlaceStarter.from_dict(data)

                return componentsschemas_trending_kittens_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_command_type_1 = TrendingKittensPlayCard.from_dict(data)

                return componentsschemas_trending_kittens_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_command_type_2 = TrendingKittensTurnCard.from_dict(data)

                return componentsschemas_trending_kittens_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard, data)

        command = _parse_command(d.pop("command"))

        decided_at = d.pop("decided_at")

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        trending_kittens_cause = cls(
            by=by,
            command=command,
            decided_at=decided_at,
            player_id=player_id,
            seat=seat,
        )

        trending_kittens_cause.additional_properties = d
        return trending_kittens_cause

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
