from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensRecruited")


@_attrs_define
class KombatKittensRecruited:
    """
    Attributes:
        given (str):
        seat (int):
        taken (str):
        type_ (Literal['recruited']):  Default: 'recruited'.
    """

    given: str
    seat: int
    taken: str
    type_: Literal["recruited"] = "recruited"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        given = self.given

        seat = self.seat

        taken = self.taken

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "given": given,
                "seat": seat,
                "taken": taken,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        given = d.pop("given")

        seat = d.pop("seat")

        taken = d.pop("taken")

        type_ = cast(Literal["recruited"], d.pop("type"))
        if type_ != "recruited":
            raise ValueError(f"type must match const 'recruited', got '{type_}'")

        kombat_kittens_recruited = cls(
            given=given,
            seat=seat,
            taken=taken,
            type_=type_,
        )

        kombat_kittens_recruited.additional_properties = d
        return kombat_kittens_recruited

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
