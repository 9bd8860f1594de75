from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_spot import TrendingKittensSpot


T = TypeVar("T", bound="TrendingKittensChoiceView")


@_attrs_define
class TrendingKittensChoiceView:
    """
    Attributes:
        remaining (int):
        seat (int):
        spots (list[TrendingKittensSpot]):
    """

    remaining: int
    seat: int
    spots: list[TrendingKittensSpot]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        remaining = self.remaining

        seat = self.seat

        spots = []
        for spots_item_data in self.spots:
            spots_item = spots_item_data.to_dict()
            spots.append(spots_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "remaining": remaining,
                "seat": seat,
                "spots": spots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_spot import TrendingKittensSpot  # noqa: PLC0415

        d = dict(src_dict)
        remaining = d.pop("remaining")

        seat = d.pop("seat")

        spots = []
        _spots = d.pop("spots")
        for spots_item_data in _spots:
            spots_item = TrendingKittensSpot.from_dict(spots_item_data)

            spots.append(spots_item)

        trending_kittens_choice_view = cls(
            remaining=remaining,
            seat=seat,
            spots=spots,
        )

        trending_kittens_choice_view.additional_properties = d
        return trending_kittens_choice_view

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
