from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensForfeited")


@_attrs_define
class KombatKittensForfeited:
    """
    Attributes:
        seat (int):
        step (int):
        type_ (Literal['forfeited']):  Default: 'forfeited'.
    """

    seat: int
    step: int
    type_: Literal["forfeited"] = "forfeited"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        step = self.step

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "step": step,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        step = d.pop("step")

        type_ = cast(Literal["forfeited"], d.pop("type"))
        if type_ != "forfeited":
            raise ValueError(f"type must match const 'forfeited', got '{type_}'")

        kombat_kittens_forfeited = cls(
            seat=seat,
            step=step,
            type_=type_,
        )

        kombat_kittens_forfeited.additional_properties = d
        return kombat_kittens_forfeited

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
