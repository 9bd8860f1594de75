from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatRowArrangedHidden")


@_attrs_define
class KinokoKombatRowArrangedHidden:
    """
    Attributes:
        colours (list[str]):
        length (int):
        seat (int):
        type_ (Literal['row_arranged_hidden']):  Default: 'row_arranged_hidden'.
    """

    colours: list[str]
    length: int
    seat: int
    type_: Literal["row_arranged_hidden"] = "row_arranged_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colours = self.colours

        length = self.length

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colours": colours,
                "length": length,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colours = cast(list[str], d.pop("colours"))

        length = d.pop("length")

        seat = d.pop("seat")

        type_ = cast(Literal["row_arranged_hidden"], d.pop("type"))
        if type_ != "row_arranged_hidden":
            raise ValueError(f"type must match const 'row_arranged_hidden', got '{type_}'")

        kinoko_kombat_row_arranged_hidden = cls(
            colours=colours,
            length=length,
            seat=seat,
            type_=type_,
        )

        kinoko_kombat_row_arranged_hidden.additional_properties = d
        return kinoko_kombat_row_arranged_hidden

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
