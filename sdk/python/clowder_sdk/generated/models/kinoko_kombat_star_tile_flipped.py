from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatStarTileFlipped")


@_attrs_define
class KinokoKombatStarTileFlipped:
    """`seat` used its Spotted Mushroom on its fourth turn: its Star tile counts no star.

    Attributes:
        seat (int):
        type_ (Literal['star_tile_flipped']):  Default: 'star_tile_flipped'.
    """

    seat: int
    type_: Literal["star_tile_flipped"] = "star_tile_flipped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["star_tile_flipped"], d.pop("type"))
        if type_ != "star_tile_flipped":
            raise ValueError(f"type must match const 'star_tile_flipped', got '{type_}'")

        kinoko_kombat_star_tile_flipped = cls(
            seat=seat,
            type_=type_,
        )

        kinoko_kombat_star_tile_flipped.additional_properties = d
        return kinoko_kombat_star_tile_flipped

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
