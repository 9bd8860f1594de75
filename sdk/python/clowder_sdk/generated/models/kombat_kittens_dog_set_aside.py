from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensDogSetAside")


@_attrs_define
class KombatKittensDogSetAside:
    """A tied (or unfought) Dogfight: the Dog leaves the game.

    Attributes:
        dog (str):
        type_ (Literal['dog_set_aside']):  Default: 'dog_set_aside'.
    """

    dog: str
    type_: Literal["dog_set_aside"] = "dog_set_aside"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dog = self.dog

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dog": dog,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog = d.pop("dog")

        type_ = cast(Literal["dog_set_aside"], d.pop("type"))
        if type_ != "dog_set_aside":
            raise ValueError(f"type must match const 'dog_set_aside', got '{type_}'")

        kombat_kittens_dog_set_aside = cls(
            dog=dog,
            type_=type_,
        )

        kombat_kittens_dog_set_aside.additional_properties = d
        return kombat_kittens_dog_set_aside

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
