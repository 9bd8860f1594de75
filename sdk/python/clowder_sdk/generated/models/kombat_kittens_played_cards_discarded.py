from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensPlayedCardsDiscarded")


@_attrs_define
class KombatKittensPlayedCardsDiscarded:
    """The uncaptured played cards go to the Litter Box; the fight is over.

    Attributes:
        cards (list[str]):
        type_ (Literal['played_cards_discarded']):  Default: 'played_cards_discarded'.
    """

    cards: list[str]
    type_: Literal["played_cards_discarded"] = "played_cards_discarded"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = cast(Literal["played_cards_discarded"], d.pop("type"))
        if type_ != "played_cards_discarded":
            raise ValueError(f"type must match const 'played_cards_discarded', got '{type_}'")

        kombat_kittens_played_cards_discarded = cls(
            cards=cards,
            type_=type_,
        )

        kombat_kittens_played_cards_discarded.additional_properties = d
        return kombat_kittens_played_cards_discarded

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
