from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameForfeited")


@_attrs_define
class GameForfeited:
    """
    Attributes:
        entrant_id (str):
        game_number (int):
        match_id (str):
        seat (int):
        type_ (Literal['game_forfeited']):  Default: 'game_forfeited'.
    """

    entrant_id: str
    game_number: int
    match_id: str
    seat: int
    type_: Literal["game_forfeited"] = "game_forfeited"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrant_id = self.entrant_id

        game_number = self.game_number

        match_id = self.match_id

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrant_id": entrant_id,
                "game_number": game_number,
                "match_id": match_id,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entrant_id = d.pop("entrant_id")

        game_number = d.pop("game_number")

        match_id = d.pop("match_id")

        seat = d.pop("seat")

        type_ = cast(Literal["game_forfeited"], d.pop("type"))
        if type_ != "game_forfeited":
            raise ValueError(f"type must match const 'game_forfeited', got '{type_}'")

        game_forfeited = cls(
            entrant_id=entrant_id,
            game_number=game_number,
            match_id=match_id,
            seat=seat,
            type_=type_,
        )

        game_forfeited.additional_properties = d
        return game_forfeited

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
