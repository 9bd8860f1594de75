from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kinoko_kombat_row_card_view import KinokoKombatRowCardView
    from ..models.kinoko_kombat_team_card_view import KinokoKombatTeamCardView


T = TypeVar("T", bound="KinokoKombatSeatView")


@_attrs_define
class KinokoKombatSeatView:
    """
    Attributes:
        first_player (bool):
        hand_size (int):
        leader_placed (bool):
        mushrooms_left (int):
        preparation_step (None | str):
        row (list[KinokoKombatRowCardView]):
        score (int):
        seat (int):
        spotted_left (bool):
        star_tile_up (bool):
        team (list[KinokoKombatTeamCardView]):
    """

    first_player: bool
    hand_size: int
    leader_placed: bool
    mushrooms_left: int
    preparation_step: None | str
    row: list[KinokoKombatRowCardView]
    score: int
    seat: int
    spotted_left: bool
    star_tile_up: bool
    team: list[KinokoKombatTeamCardView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        hand_size = self.hand_size

        leader_placed = self.leader_placed

        mushrooms_left = self.mushrooms_left

        preparation_step: None | str
        preparation_step = self.preparation_step

        row = []
        for row_item_data in self.row:
            row_item = row_item_data.to_dict()
            row.append(row_item)

        score = self.score

        seat = self.seat

        spotted_left = self.spotted_left

        star_tile_up = self.star_tile_up

        team = []
        for team_item_data in self.team:
            team_item = team_item_data.to_dict()
            team.append(team_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_player": first_player,
                "hand_size": hand_size,
                "leader_placed": leader_placed,
                "mushrooms_left": mushrooms_left,
                "preparation_step": preparation_step,
                "row": row,
                "score": score,
                "seat": seat,
                "spotted_left": spotted_left,
                "star_tile_up": star_tile_up,
                "team": team,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_row_card_view import KinokoKombatRowCardView  # noqa: PLC0415
        from ..models.kinoko_kombat_team_card_view import KinokoKombatTeamCardView  # noqa: PLC0415

        d = dict(src_dict)
        first_player = d.pop("first_player")

        hand_size = d.pop("hand_size")

        leader_placed = d.pop("leader_placed")

        mushrooms_left = d.pop("mushrooms_left")

        def _parse_preparation_step(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preparation_step = _parse_preparation_step(d.pop("preparation_step"))

        row = []
        _row = d.pop("row")
        for row_item_data in _row:
            row_item = KinokoKombatRowCardView.from_dict(row_item_data)

            row.append(row_item)

        score = d.pop("score")

        seat = d.pop("seat")

        spotted_left = d.pop("spotted_left")

        star_tile_up = d.pop("star_tile_up")

        team = []
        _team = d.pop("team")
        for team_item_data in _team:
            team_item = KinokoKombatTeamCardView.from_dict(team_item_data)

            team.append(team_item)

        kinoko_kombat_seat_view = cls(
            first_player=first_player,
            hand_size=hand_size,
            leader_placed=leader_placed,
            mushrooms_left=mushrooms_left,
            preparation_step=preparation_step,
            row=row,
            score=score,
            seat=seat,
            spotted_left=spotted_left,
            star_tile_up=star_tile_up,
            team=team,
        )

        kinoko_kombat_seat_view.additional_properties = d
        return kinoko_kombat_seat_view

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
