from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensNewDeckShuffledHidden")


@_attrs_define
class KombatKittensNewDeckShuffledHidden:
    """
    Attributes:
        deck (int):
        draw_pile_size (int):
        type_ (Literal['new_deck_shuffled_hidden']):  Default: 'new_deck_shuffled_hidden'.
    """

    deck: int
    draw_pile_size: int
    type_: Literal["new_deck_shuffled_hidden"] = "new_deck_shuffled_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        draw_pile_size = self.draw_pile_size

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "draw_pile_size": draw_pile_size,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        draw_pile_size = d.pop("draw_pile_size")

        type_ = cast(Literal["new_deck_shuffled_hidden"], d.pop("type"))
        if type_ != "new_deck_shuffled_hidden":
            raise ValueError(f"type must match const 'new_deck_shuffled_hidden', got '{type_}'")

        kombat_kittens_new_deck_shuffled_hidden = cls(
            deck=deck,
            draw_pile_size=draw_pile_size,
            type_=type_,
        )

        kombat_kittens_new_deck_shuffled_hidden.additional_properties = d
        return kombat_kittens_new_deck_shuffled_hidden

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
