from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kombat_kittens_reveal import KombatKittensReveal


T = TypeVar("T", bound="KombatKittensCardsRevealed")


@_attrs_define
class KombatKittensCardsRevealed:
    """`step` 1-3 for the main cards, 4 for the helpers' cards.

    Attributes:
        cards (list[KombatKittensReveal]):
        step (int):
        type_ (Literal['cards_revealed']):  Default: 'cards_revealed'.
    """

    cards: list[KombatKittensReveal]
    step: int
    type_: Literal["cards_revealed"] = "cards_revealed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        step = self.step

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "step": step,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_reveal import KombatKittensReveal  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = KombatKittensReveal.from_dict(cards_item_data)

            cards.append(cards_item)

        step = d.pop("step")

        type_ = cast(Literal["cards_revealed"], d.pop("type"))
        if type_ != "cards_revealed":
            raise ValueError(f"type must match const 'cards_revealed', got '{type_}'")

        kombat_kittens_cards_revealed = cls(
            cards=cards,
            step=step,
            type_=type_,
        )

        kombat_kittens_cards_revealed.additional_properties = d
        return kombat_kittens_cards_revealed

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
