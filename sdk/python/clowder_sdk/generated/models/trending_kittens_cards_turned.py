from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_turned_card import TrendingKittensTurnedCard


T = TypeVar("T", bound="TrendingKittensCardsTurned")


@_attrs_define
class TrendingKittensCardsTurned:
    """
    Attributes:
        cards (list[TrendingKittensTurnedCard]):
        seat (int):
        type_ (Literal['cards_turned']):  Default: 'cards_turned'.
    """

    cards: list[TrendingKittensTurnedCard]
    seat: int
    type_: Literal["cards_turned"] = "cards_turned"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_turned_card import TrendingKittensTurnedCard  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = TrendingKittensTurnedCard.from_dict(cards_item_data)

            cards.append(cards_item)

        seat = d.pop("seat")

        type_ = cast(Literal["cards_turned"], d.pop("type"))
        if type_ != "cards_turned":
            raise ValueError(f"type must match const 'cards_turned', got '{type_}'")

        trending_kittens_cards_turned = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        trending_kittens_cards_turned.additional_properties = d
        return trending_kittens_cards_turned

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
