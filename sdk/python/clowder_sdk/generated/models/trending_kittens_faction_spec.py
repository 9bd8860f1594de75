from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trending_kittens_card_spec import TrendingKittensCardSpec


T = TypeVar("T", bound="TrendingKittensFactionSpec")


@_attrs_define
class TrendingKittensFactionSpec:
    """A faction deck as written in data: an id, a name, a character, its cards.

    Attributes:
        id (str):
        cards (list[TrendingKittensCardSpec] | Unset):
        character (str | Unset):  Default: ''.
        name (str | Unset):  Default: ''.
    """

    id: str
    cards: list[TrendingKittensCardSpec] | Unset = UNSET
    character: str | Unset = ""
    name: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.to_dict()
                cards.append(cards_item)

        character = self.character

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if character is not UNSET:
            field_dict["character"] = character
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_card_spec import TrendingKittensCardSpec  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        _cards = d.pop("cards", UNSET)
        cards: list[TrendingKittensCardSpec] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = TrendingKittensCardSpec.from_dict(cards_item_data)

                cards.append(cards_item)

        character = d.pop("character", UNSET)

        name = d.pop("name", UNSET)

        trending_kittens_faction_spec = cls(
            id=id,
            cards=cards,
            character=character,
            name=name,
        )

        return trending_kittens_faction_spec
