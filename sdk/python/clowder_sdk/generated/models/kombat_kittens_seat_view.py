from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kombat_kittens_card import KombatKittensCard


T = TypeVar("T", bound="KombatKittensSeatView")


@_attrs_define
class KombatKittensSeatView:
    """
    Attributes:
        hand_size (int):
        recruited_last_turn (bool):  Default: False.
        seat (int):
        suit_bonus (int):
        treasure (list[KombatKittensCard]):
        treasure_score (int):
    """

    hand_size: int
    seat: int
    suit_bonus: int
    treasure: list[KombatKittensCard]
    treasure_score: int
    recruited_last_turn: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand_size = self.hand_size

        recruited_last_turn = self.recruited_last_turn

        seat = self.seat

        suit_bonus = self.suit_bonus

        treasure = []
        for treasure_item_data in self.treasure:
            treasure_item = treasure_item_data.to_dict()
            treasure.append(treasure_item)

        treasure_score = self.treasure_score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand_size": hand_size,
                "recruited_last_turn": recruited_last_turn,
                "seat": seat,
                "suit_bonus": suit_bonus,
                "treasure": treasure,
                "treasure_score": treasure_score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415

        d = dict(src_dict)
        hand_size = d.pop("hand_size")

        recruited_last_turn = d.pop("recruited_last_turn")

        seat = d.pop("seat")

        suit_bonus = d.pop("suit_bonus")

        treasure = []
        _treasure = d.pop("treasure")
        for treasure_item_data in _treasure:
            treasure_item = KombatKittensCard.from_dict(treasure_item_data)

            treasure.append(treasure_item)

        treasure_score = d.pop("treasure_score")

        kombat_kittens_seat_view = cls(
            hand_size=hand_size,
            recruited_last_turn=recruited_last_turn,
            seat=seat,
            suit_bonus=suit_bonus,
            treasure=treasure,
            treasure_score=treasure_score,
        )

        kombat_kittens_seat_view.additional_properties = d
        return kombat_kittens_seat_view

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
