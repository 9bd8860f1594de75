from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensCard")


@_attrs_define
class KombatKittensCard:
    """One card. Dogs have no rank and no suit.

    Attributes:
        dog (bool):  Default: False.
        id (str):
        rank (int | None):
        suit (None | str):
        value (int):
    """

    id: str
    rank: int | None
    suit: None | str
    value: int
    dog: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dog = self.dog

        id = self.id

        rank: int | None
        rank = self.rank

        suit: None | str
        suit = self.suit

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dog": dog,
                "id": id,
                "rank": rank,
                "suit": suit,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog = d.pop("dog")

        id = d.pop("id")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        def _parse_suit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        suit = _parse_suit(d.pop("suit"))

        value = d.pop("value")

        kombat_kittens_card = cls(
            dog=dog,
            id=id,
            rank=rank,
            suit=suit,
            value=value,
        )

        kombat_kittens_card.additional_properties = d
        return kombat_kittens_card

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
