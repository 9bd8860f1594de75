from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_card import TrendingKittensCard


T = TypeVar("T", bound="TrendingKittensFaction")


@_attrs_define
class TrendingKittensFaction:
    """A checked faction deck.

    Attributes:
        cards (list[TrendingKittensCard]):
        character (str):
        id (str):
        name (str):
    """

    cards: list[TrendingKittensCard]
    character: str
    id: str
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        character = self.character

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "character": character,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_card import TrendingKittensCard  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = TrendingKittensCard.from_dict(cards_item_data)

            cards.append(cards_item)

        character = d.pop("character")

        id = d.pop("id")

        name = d.pop("name")

        trending_kittens_faction = cls(
            cards=cards,
            character=character,
            id=id,
            name=name,
        )

        trending_kittens_faction.additional_properties = d
        return trending_kittens_faction

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
