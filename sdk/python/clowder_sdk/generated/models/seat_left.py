from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatLeft")


@_attrs_define
class SeatLeft:
    """
    Attributes:
        player_id (str):
        seat (int):
        type_ (Literal['lobby.seat_left']):  Default: 'lobby.seat_left'.
    """

    player_id: str
    seat: int
    type_: Literal["lobby.seat_left"] = "lobby.seat_left"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player_id": player_id,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        seat = d.pop("seat")

        type_ = cast(Literal["lobby.seat_left"], d.pop("type"))
        if type_ != "lobby.seat_left":
            raise ValueError(f"type must match const 'lobby.seat_left', got '{type_}'")

        seat_left = cls(
            player_id=player_id,
            seat=seat,
            type_=type_,
        )

        seat_left.additional_properties = d
        return seat_left

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
