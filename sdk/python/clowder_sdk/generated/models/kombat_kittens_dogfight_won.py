from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensDogfightWon")


@_attrs_define
class KombatKittensDogfightWon:
    """
    Attributes:
        dog (str):
        hand (str):
        seat (int):
        type_ (Literal['dogfight_won']):  Default: 'dogfight_won'.
    """

    dog: str
    hand: str
    seat: int
    type_: Literal["dogfight_won"] = "dogfight_won"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dog = self.dog

        hand = self.hand

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dog": dog,
                "hand": hand,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog = d.pop("dog")

        hand = d.pop("hand")

        seat = d.pop("seat")

        type_ = cast(Literal["dogfight_won"], d.pop("type"))
        if type_ != "dogfight_won":
            raise ValueError(f"type must match const 'dogfight_won', got '{type_}'")

        kombat_kittens_dogfight_won = cls(
            dog=dog,
            hand=hand,
            seat=seat,
            type_=type_,
        )

        kombat_kittens_dogfight_won.additional_properties = d
        return kombat_kittens_dogfight_won

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
