from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensDogfightStarted")


@_attrs_define
class KombatKittensDogfightStarted:
    """
    Attributes:
        dog (str):
        seats (list[int]):
        type_ (Literal['dogfight_started']):  Default: 'dogfight_started'.
    """

    dog: str
    seats: list[int]
    type_: Literal["dogfight_started"] = "dogfight_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dog = self.dog

        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dog": dog,
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog = d.pop("dog")

        seats = cast(list[int], d.pop("seats"))

        type_ = cast(Literal["dogfight_started"], d.pop("type"))
        if type_ != "dogfight_started":
            raise ValueError(f"type must match const 'dogfight_started', got '{type_}'")

        kombat_kittens_dogfight_started = cls(
            dog=dog,
            seats=seats,
            type_=type_,
        )

        kombat_kittens_dogfight_started.additional_properties = d
        return kombat_kittens_dogfight_started

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
