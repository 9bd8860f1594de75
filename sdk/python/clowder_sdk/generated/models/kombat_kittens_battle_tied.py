from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensBattleTied")


@_attrs_define
class KombatKittensBattleTied:
    """
    Attributes:
        hand (str):
        seats (list[int]):
        type_ (Literal['battle_tied']):  Default: 'battle_tied'.
    """

    hand: str
    seats: list[int]
    type_: Literal["battle_tied"] = "battle_tied"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        seats = cast(list[int], d.pop("seats"))

        type_ = cast(Literal["battle_tied"], d.pop("type"))
        if type_ != "battle_tied":
            raise ValueError(f"type must match const 'battle_tied', got '{type_}'")

        kombat_kittens_battle_tied = cls(
            hand=hand,
            seats=seats,
            type_=type_,
        )

        kombat_kittens_battle_tied.additional_properties = d
        return kombat_kittens_battle_tied

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
