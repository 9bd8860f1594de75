from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kinoko_kombat_team_result import KinokoKombatTeamResult


T = TypeVar("T", bound="KinokoKombatTeamsCompared")


@_attrs_define
class KinokoKombatTeamsCompared:
    """Every team revealed and scored; `teams` is in seat order.

    Attributes:
        first_player (int):
        round_ (int):
        teams (list[KinokoKombatTeamResult]):
        type_ (Literal['teams_compared']):  Default: 'teams_compared'.
    """

    first_player: int
    round_: int
    teams: list[KinokoKombatTeamResult]
    type_: Literal["teams_compared"] = "teams_compared"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        round_ = self.round_

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_player": first_player,
                "round": round_,
                "teams": teams,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_team_result import KinokoKombatTeamResult  # noqa: PLC0415

        d = dict(src_dict)
        first_player = d.pop("first_player")

        round_ = d.pop("round")

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = KinokoKombatTeamResult.from_dict(teams_item_data)

            teams.append(teams_item)

        type_ = cast(Literal["teams_compared"], d.pop("type"))
        if type_ != "teams_compared":
            raise ValueError(f"type must match const 'teams_compared', got '{type_}'")

        kinoko_kombat_teams_compared = cls(
            first_player=first_player,
            round_=round_,
            teams=teams,
            type_=type_,
        )

        kinoko_kombat_teams_compared.additional_properties = d
        return kinoko_kombat_teams_compared

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
