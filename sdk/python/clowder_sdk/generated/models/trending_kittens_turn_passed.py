from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensTurnPassed")


@_attrs_define
class TrendingKittensTurnPassed:
    """`seat` plays next (seats with no card left are skipped).

    Attributes:
        seat (int):
        type_ (Literal['turn_passed']):  Default: 'turn_passed'.
    """

    seat: int
    type_: Literal["turn_passed"] = "turn_passed"
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

        type_ = cast(Literal["turn_passed"], d.pop("type"))
        if type_ != "turn_passed":
            raise ValueError(f"type must match const 'turn_passed', got '{type_}'")

        trending_kittens_turn_passed = cls(
            seat=seat,
            type_=type_,
        )

        trending_kittens_turn_passed.additional_properties = d
        return trending_kittens_turn_passed

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
