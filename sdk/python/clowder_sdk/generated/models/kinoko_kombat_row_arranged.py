from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatRowArranged")


@_attrs_define
class KinokoKombatRowArranged:
    """`row[0]` is the leftmost (lowest) card from the owner's side.

    Attributes:
        row (list[str]):
        seat (int):
        type_ (Literal['row_arranged']):  Default: 'row_arranged'.
    """

    row: list[str]
    seat: int
    type_: Literal["row_arranged"] = "row_arranged"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "row": row,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = cast(list[str], d.pop("row"))

        seat = d.pop("seat")

        type_ = cast(Literal["row_arranged"], d.pop("type"))
        if type_ != "row_arranged":
            raise ValueError(f"type must match const 'row_arranged', got '{type_}'")

        kinoko_kombat_row_arranged = cls(
            row=row,
            seat=seat,
            type_=type_,
        )

        kinoko_kombat_row_arranged.additional_properties = d
        return kinoko_kombat_row_arranged

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
