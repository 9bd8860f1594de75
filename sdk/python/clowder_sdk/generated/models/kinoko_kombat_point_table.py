from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kinoko_kombat_tier_points import KinokoKombatTierPoints


T = TypeVar("T", bound="KinokoKombatPointTable")


@_attrs_define
class KinokoKombatPointTable:
    """Points per tier; override any subset, e.g. `{"pair": {"crown": 2, "second": 1}}`.

    Attributes:
        four_of_a_kind (KinokoKombatTierPoints | Unset):
        full_house (KinokoKombatTierPoints | Unset):
        pair (KinokoKombatTierPoints | Unset):
        single (KinokoKombatTierPoints | Unset):
        straight (KinokoKombatTierPoints | Unset):
        three_of_a_kind (KinokoKombatTierPoints | Unset):
        two_pair_or_mini_straight (KinokoKombatTierPoints | Unset):
    """

    four_of_a_kind: KinokoKombatTierPoints | Unset = UNSET
    full_house: KinokoKombatTierPoints | Unset = UNSET
    pair: KinokoKombatTierPoints | Unset = UNSET
    single: KinokoKombatTierPoints | Unset = UNSET
    straight: KinokoKombatTierPoints | Unset = UNSET
    three_of_a_kind: KinokoKombatTierPoints | Unset = UNSET
    two_pair_or_mini_straight: KinokoKombatTierPoints | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        four_of_a_kind: dict[str, Any] | Unset = UNSET
        if not isinstance(self.four_of_a_kind, Unset):
            four_of_a_kind = self.four_of_a_kind.to_dict()

        full_house: dict[str, Any] | Unset = UNSET
        if not isinstance(self.full_house, Unset):
            full_house = self.full_house.to_dict()

        pair: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pair, Unset):
            pair = self.pair.to_dict()

        single: dict[str, Any] | Unset = UNSET
        if not isinstance(self.single, Unset):
            single = self.single.to_dict()

        straight: dict[str, Any] | Unset = UNSET
        if not isinstance(self.straight, Unset):
            straight = self.straight.to_dict()

        three_of_a_kind: dict[str, Any] | Unset = UNSET
        if not isinstance(self.three_of_a_kind, Unset):
            three_of_a_kind = self.three_of_a_kind.to_dict()

        two_pair_or_mini_straight: dict[str, Any] | Unset = UNSET
        if not isinstance(self.two_pair_or_mini_straight, Unset):
            two_pair_or_mini_straight = self.two_pair_or_mini_straight.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if four_of_a_kind is not UNSET:
            field_dict["four_of_a_kind"] = four_of_a_kind
        if full_house is not UNSET:
            field_dict["full_house"] = full_house
        if pair is not UNSET:
            field_dict["pair"] = pair
        if single is not UNSET:
            field_dict["single"] = single
        if straight is not UNSET:
            field_dict["straight"] = straight
        if three_of_a_kind is not UNSET:
            field_dict["three_of_a_kind"] = three_of_a_kind
        if two_pair_or_mini_straight is not UNSET:
            field_dict["two_pair_or_mini_straight"] = two_pair_or_mini_straight

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_tier_points import KinokoKombatTierPoints  # noqa: PLC0415

        d = dict(src_dict)
        _four_of_a_kind = d.pop("four_of_a_kind", UNSET)
        four_of_a_kind: KinokoKombatTierPoints | Unset
        if isinstance(_four_of_a_kind, Unset):
            four_of_a_kind = UNSET
        else:
            four_of_a_kind = KinokoKombatTierPoints.from_dict(_four_of_a_kind)

        _full_house = d.pop("full_house", UNSET)
        full_house: KinokoKombatTierPoints | Unset
        if isinstance(_full_house, Unset):
            full_house = UNSET
        else:
            full_house = KinokoKombatTierPoints.from_dict(_full_house)

        _pair = d.pop("pair", UNSET)
        pair: KinokoKombatTierPoints | Unset
        if isinstance(_pair, Unset):
            pair = UNSET
        else:
            pair = KinokoKombatTierPoints.from_dict(_pair)

        _single = d.pop("single", UNSET)
        single: KinokoKombatTierPoints | Unset
        if isinstance(_single, Unset):
            single = UNSET
        else:
            single = KinokoKombatTierPoints.from_dict(_single)

        _straight = d.pop("straight", UNSET)
        straight: KinokoKombatTierPoints | Unset
        if isinstance(_straight, Unset):
            straight = UNSET
        else:
            straight = KinokoKombatTierPoints.from_dict(_straight)

        _three_of_a_kind = d.pop("three_of_a_kind", UNSET)
        three_of_a_kind: KinokoKombatTierPoints | Unset
        if isinstance(_three_of_a_kind, Unset):
            three_of_a_kind = UNSET
        else:
            three_of_a_kind = KinokoKombatTierPoints.from_dict(_three_of_a_kind)

        _two_pair_or_mini_straight = d.pop("two_pair_or_mini_straight", UNSET)
        two_pair_or_mini_straight: KinokoKombatTierPoints | Unset
        if isinstance(_two_pair_or_mini_straight, Unset):
            two_pair_or_mini_straight = UNSET
        else:
            two_pair_or_mini_straight = KinokoKombatTierPoints.from_dict(_two_pair_or_mini_straight)

        kinoko_kombat_point_table = cls(
            four_of_a_kind=four_of_a_kind,
            full_house=full_house,
            pair=pair,
            single=single,
            straight=straight,
            three_of_a_kind=three_of_a_kind,
            two_pair_or_mini_straight=two_pair_or_mini_straight,
        )

        return kinoko_kombat_point_table
