from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatTaken")


@_attrs_define
class SeatTaken:
    """
    Attributes:
        client_seed (str):  Default: ''.
        player_id (str):
        player_name (str):
        seat (int):
        type_ (Literal['lobby.seat_taken']):  Default: 'lobby.seat_taken'.
    """

    player_id: str
    player_name: str
    seat: int
    client_seed: str = ""
    type_: Literal["lobby.seat_taken"] = "lobby.seat_taken"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_seed = self.client_seed

        player_id = self.player_id

        player_name = self.player_name

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_seed": client_seed,
                "player_id": player_id,
                "player_name": player_name,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_seed = d.pop("client_seed")

        player_id = d.pop("player_id")

        player_name = d.pop("player_name")

        seat = d.pop("seat")

        type_ = cast(Literal["lobby.seat_taken"], d.pop("type"))
        if type_ != "lobby.seat_taken":
            raise ValueError(f"type must match const 'lobby.seat_taken', got '{type_}'")

        seat_taken = cls(
            client_seed=client_seed,
            player_id=player_id,
            player_name=player_name,
            seat=seat,
            type_=type_,
        )

        seat_taken.additional_properties = d
        return seat_taken

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
