from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_spot import TrendingKittensSpot


T = TypeVar("T", bound="TrendingKittensChoiceOffered")


@_attrs_define
class TrendingKittensChoiceOffered:
    """The played card reached more cards (at `spots`) than its small number:
    `seat` picks `count` of them, one `turn_card` at a time.

        Attributes:
            count (int):
            seat (int):
            spots (list[TrendingKittensSpot]):
            type_ (Literal['choice_offered']):  Default: 'choice_offered'.
    """

    count: int
    seat: int
    spots: list[TrendingKittensSpot]
    type_: Literal["choice_offered"] = "choice_offered"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        spots = []
        for spots_item_data in self.spots:
            spots_item = spots_item_data.to_dict()
            spots.append(spots_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "spots": spots,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_spot import TrendingKittensSpot  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        spots = []
        _spots = d.pop("spots")
        for spots_item_data in _spots:
            spots_item = TrendingKittensSpot.from_dict(spots_item_data)

            spots.append(spots_item)

        type_ = cast(Literal["choice_offered"], d.pop("type"))
        if type_ != "choice_offered":
            raise ValueError(f"type must match const 'choice_offered', got '{type_}'")

        trending_kittens_choice_offered = cls(
            count=count,
            seat=seat,
            spots=spots,
            type_=type_,
        )

        trending_kittens_choice_offered.additional_properties = d
        return trending_kittens_choice_offered

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
