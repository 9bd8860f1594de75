from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensGameStartedHidden")


@_attrs_define
class TrendingKittensGameStartedHidden:
    """
    Attributes:
        deck_sizes (list[int]):
        first_seat (int):
        number (int):
        type_ (Literal['game_started_hidden']):  Default: 'game_started_hidden'.
    """

    deck_sizes: list[int]
    first_seat: int
    number: int
    type_: Literal["game_started_hidden"] = "game_started_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck_sizes = self.deck_sizes

        first_seat = self.first_seat

        number = self.number

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck_sizes": deck_sizes,
                "first_seat": first_seat,
                "number": number,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck_sizes = cast(list[int], d.pop("deck_sizes"))

        first_seat = d.pop("first_seat")

        number = d.pop("number")

        type_ = cast(Literal["game_started_hidden"], d.pop("type"))
        if type_ != "game_started_hidden":
            raise ValueError(f"type must match const 'game_started_hidden', got '{type_}'")

        trending_kittens_game_started_hidden = cls(
            deck_sizes=deck_sizes,
            first_seat=first_seat,
            number=number,
            type_=type_,
        )

        trending_kittens_game_started_hidden.additional_properties = d
        return trending_kittens_game_started_hidden

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
