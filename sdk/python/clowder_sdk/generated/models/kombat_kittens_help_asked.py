from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensHelpAsked")


@_attrs_define
class KombatKittensHelpAsked:
    """
    Attributes:
        helper (int):
        seat (int):
        type_ (Literal['help_asked']):  Default: 'help_asked'.
    """

    helper: int
    seat: int
    type_: Literal["help_asked"] = "help_asked"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        helper = self.helper

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "helper": helper,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        helper = d.pop("helper")

        seat = d.pop("seat")

        type_ = cast(Literal["help_asked"], d.pop("type"))
        if type_ != "help_asked":
            raise ValueError(f"type must match const 'help_asked', got '{type_}'")

        kombat_kittens_help_asked = cls(
            helper=helper,
            seat=seat,
            type_=type_,
        )

        kombat_kittens_help_asked.additional_properties = d
        return kombat_kittens_help_asked

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
