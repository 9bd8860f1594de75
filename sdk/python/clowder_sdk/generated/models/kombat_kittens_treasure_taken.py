from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensTreasureTaken")


@_attrs_define
class KombatKittensTreasureTaken:
    """
    Attributes:
        cards (list[str]):
        loser (int):
        seat (int):
        type_ (Literal['treasure_taken']):  Default: 'treasure_taken'.
    """

    cards: list[str]
    loser: int
    seat: int
    type_: Literal["treasure_taken"] = "treasure_taken"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        loser = self.loser

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "loser": loser,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        loser = d.pop("loser")

        seat = d.pop("seat")

        type_ = cast(Literal["treasure_taken"], d.pop("type"))
        if type_ != "treasure_taken":
            raise ValueError(f"type must match const 'treasure_taken', got '{type_}'")

        kombat_kittens_treasure_taken = cls(
            cards=cards,
            loser=loser,
            seat=seat,
            type_=type_,
        )

        kombat_kittens_treasure_taken.additional_properties = d
        return kombat_kittens_treasure_taken

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
