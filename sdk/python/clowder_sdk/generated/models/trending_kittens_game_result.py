from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensGameResult")


@_attrs_define
class TrendingKittensGameResult:
    """One finished game: each seat's own points, its bonus, and the seats that won it.

    Attributes:
        bonus (list[int]):
        number (int):
        points (list[int]):
        winners (list[int]):
    """

    bonus: list[int]
    number: int
    points: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        number = self.number

        points = self.points

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "number": number,
                "points": points,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = cast(list[int], d.pop("bonus"))

        number = d.pop("number")

        points = cast(list[int], d.pop("points"))

        winners = cast(list[int], d.pop("winners"))

        trending_kittens_game_result = cls(
            bonus=bonus,
            number=number,
            points=points,
            winners=winners,
        )

        trending_kittens_game_result.additional_properties = d
        return trending_kittens_game_result

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
