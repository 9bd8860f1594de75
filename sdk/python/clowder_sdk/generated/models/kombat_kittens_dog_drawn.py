from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensDogDrawn")


@_attrs_define
class KombatKittensDogDrawn:
    """A Dog is placed face up; `last_of_deck` when it was the bottom card.

    Attributes:
        dog (str):
        last_of_deck (bool):
        seat (int):
        type_ (Literal['dog_drawn']):  Default: 'dog_drawn'.
    """

    dog: str
    last_of_deck: bool
    seat: int
    type_: Literal["dog_drawn"] = "dog_drawn"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dog = self.dog

        last_of_deck = self.last_of_deck

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dog": dog,
                "last_of_deck": last_of_deck,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog = d.pop("dog")

        last_of_deck = d.pop("last_of_deck")

        seat = d.pop("seat")

        type_ = cast(Literal["dog_drawn"], d.pop("type"))
        if type_ != "dog_drawn":
            raise ValueError(f"type must match const 'dog_drawn', got '{type_}'")

        kombat_kittens_dog_drawn = cls(
            dog=dog,
            last_of_deck=last_of_deck,
            seat=seat,
            type_=type_,
        )

        kombat_kittens_dog_drawn.additional_properties = d
        return kombat_kittens_dog_drawn

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
