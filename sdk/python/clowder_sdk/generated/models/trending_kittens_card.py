from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_card_sides_item_type_0_item import TrendingKittensCardSidesItemType0Item
from ..models.trending_kittens_card_sides_item_type_1_item import TrendingKittensCardSidesItemType1Item
from ..models.trending_kittens_card_sides_item_type_2_item import TrendingKittensCardSidesItemType2Item
from ..models.trending_kittens_card_sides_item_type_3_item import TrendingKittensCardSidesItemType3Item
from ..models.trending_kittens_card_sides_item_type_4_item import TrendingKittensCardSidesItemType4Item

T = TypeVar("T", bound="TrendingKittensCard")


@_attrs_define
class TrendingKittensCard:
    """A checked card. `sides` are the printed sides in `SIDES` order.

    Attributes:
        faction (str):
        id (str):
        limit (int):
        sides (list[list[TrendingKittensCardSidesItemType0Item] | list[TrendingKittensCardSidesItemType1Item] |
            list[TrendingKittensCardSidesItemType2Item] | list[TrendingKittensCardSidesItemType3Item] |
            list[TrendingKittensCardSidesItemType4Item]]):
    """

    faction: str
    id: str
    limit: int
    sides: list[
        list[TrendingKittensCardSidesItemType0Item]
        | list[TrendingKittensCardSidesItemType1Item]
        | list[TrendingKittensCardSidesItemType2Item]
        | list[TrendingKittensCardSidesItemType3Item]
        | list[TrendingKittensCardSidesItemType4Item]
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faction = self.faction

        id = self.id

        limit = self.limit

        sides = []
        for sides_item_data in self.sides:
            sides_item: list[str]
            if isinstance(sides_item_data, list):
                sides_item = []
                for sides_item_type_0_item_data in sides_item_data:
                    sides_item_type_0_item = sides_item_type_0_item_data.value
                    sides_item.append(sides_item_type_0_item)

            elif isinstance(sides_item_data, list):
                sides_item = []
                for sides_item_type_1_item_data in sides_item_data:
                    sides_item_type_1_item = sides_item_type_1_item_data.value
                    sides_item.append(sides_item_type_1_item)

            elif isinstance(sides_item_data, list):
                sides_item = []
                for sides_item_type_2_item_data in sides_item_data:
                    sides_item_type_2_item = sides_item_type_2_item_data.value
                    sides_item.append(sides_item_type_2_item)

            elif isinstance(sides_item_data, list):
                sides_item = []
                for sides_item_type_3_item_data in sides_item_data:
                    sides_item_type_3_item = sides_item_type_3_item_data.value
                    sides_item.append(sides_item_type_3_item)

            else:
                sides_item = []
                for sides_item_type_4_item_data in sides_item_data:
                    sides_item_type_4_item = sides_item_type_4_item_data.value
                    sides_item.append(sides_item_type_4_item)

            sides.append(sides_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "faction": faction,
                "id": id,
                "limit": limit,
                "sides": sides,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faction = d.pop("faction")

        id = d.pop("id")

        limit = d.pop("limit")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:

            def _parse_sides_item(
                data: object,
            ) -> (
                list[TrendingKittensCardSidesItemType0Item]
                | list[TrendingKittensCardSidesItemType1Item]
                | list[TrendingKittensCardSidesItemType2Item]
                | list[TrendingKittensCardSidesItemType3Item]
                | list[TrendingKittensCardSidesItemType4Item]
            ):
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    sides_item_type_0 = []
                    _sides_item_type_0 = data
                    for sides_item_type_0_item_data in _sides_item_type_0:
                        sides_item_type_0_item = TrendingKittensCardSidesItemType0Item(sides_item_type_0_item_data)

                        sides_item_type_0.append(sides_item_type_0_item)

                    return sides_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    sides_item_type_1 = []
                    _sides_item_type_1 = data
                    for sides_item_type_1_item_data in _sides_item_type_1:
                        sides_item_type_1_item = TrendingKittensCardSidesItemType1Item(sides_item_type_1_item_data)

                        sides_item_type_1.append(sides_item_type_1_item)

                    return sides_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    sides_item_type_2 = []
                    _sides_item_type_2 = data
                    for sides_item_type_2_item_data in _sides_item_type_2:
                        sides_item_type_2_item = TrendingKittensCardSidesItemType2Item(sides_item_type_2_item_data)

                        sides_item_type_2.append(sides_item_type_2_item)

                    return sides_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    sides_item_type_3 = []
                    _sides_item_type_3 = data
                    for sides_item_type_3_item_data in _sides_item_type_3:
                        sides_item_type_3_item = TrendingKittensCardSidesItemType3Item(sides_item_type_3_item_data)

                        sides_item_type_3.append(sides_item_type_3_item)

                    return sides_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, list):
                    raise TypeError()
                sides_item_type_4 = []
                _sides_item_type_4 = data
                for sides_item_type_4_item_data in _sides_item_type_4:
                    sides_item_type_4_item = TrendingKittensCardSidesItemType4Item(sides_item_type_4_item_data)

                    sides_item_type_4.append(sides_item_type_4_item)

                return sides_item_type_4

            sides_item = _parse_sides_item(sides_item_data)

            sides.append(sides_item)

        trending_kittens_card = cls(
            faction=faction,
            id=id,
            limit=limit,
            sides=sides,
        )

        trending_kittens_card.additional_properties = d
        return trending_kittens_card

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
