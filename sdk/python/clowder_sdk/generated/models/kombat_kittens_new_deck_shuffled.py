from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensNewDeckShuffled")


@_attrs_define
class KombatKittensNewDeckShuffled:
    """Three to five players: the second deck, its three Dogs already placed.

    Attributes:
        deck (int):
        draw_pile (list[str]):
        type_ (Literal['new_deck_shuffled']):  Default: 'new_deck_shuffled'.
    """

    deck: int
    draw_pile: list[str]
    type_: Literal["new_deck_shuffled"] = "new_deck_shuffled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        draw_pile = self.draw_pile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "draw_pile": draw_pile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        draw_pile = cast(list[str], d.pop("draw_pile"))

        type_ = cast(Literal["new_deck_shuffled"], d.pop("type"))
        if type_ != "new_deck_shuffled":
            raise ValueError(f"type must match const 'new_deck_shuffled', got '{type_}'")

        kombat_kittens_new_deck_shuffled = cls(
            deck=deck,
            draw_pile=draw_pile,
            type_=type_,
        )

        kombat_kittens_new_deck_shuffled.additional_properties = d
        return kombat_kittens_new_deck_shuffled

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
