from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensGameScored")


@_attrs_define
class TrendingKittensGameScored:
    """Every card is on the table. `points[seat]`: its faction's face-up cards;
    `bonus[seat]`: the lead bonus (empty: none, as in games before it);
    `winners`: the seats of the side(s) with the most points plus bonus.

        Attributes:
            bonus (list[int]):
            number (int):
            points (list[int]):
            type_ (Literal['game_scored']):  Default: 'game_scored'.
            winners (list[int]):
    """

    bonus: list[int]
    number: int
    points: list[int]
    winners: list[int]
    type_: Literal["game_scored"] = "game_scored"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        number = self.number

        points = self.points

        type_ = self.type_

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "number": number,
                "points": points,
                "type": type_,
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

        type_ = cast(Literal["game_scored"], d.pop("type"))
        if type_ != "game_scored":
            raise ValueError(f"type must match const 'game_scored', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        trending_kittens_game_scored = cls(
            bonus=bonus,
            number=number,
            points=points,
            type_=type_,
            winners=winners,
        )

        trending_kittens_game_scored.additional_properties = d
        return trending_kittens_game_scored

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
