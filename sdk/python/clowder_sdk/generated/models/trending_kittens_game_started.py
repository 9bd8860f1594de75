from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrendingKittensGameStarted")


@_attrs_define
class TrendingKittensGameStarted:
    """Game `number` of the match: every seat's deck shuffled; `first_seat` leads.

    Attributes:
        decks (list[list[str]]):
        first_seat (int):
        number (int):
        type_ (Literal['game_started']):  Default: 'game_started'.
    """

    decks: list[list[str]]
    first_seat: int
    number: int
    type_: Literal["game_started"] = "game_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decks = []
        for decks_item_data in self.decks:
            decks_item = decks_item_data

            decks.append(decks_item)

        first_seat = self.first_seat

        number = self.number

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decks": decks,
                "first_seat": first_seat,
                "number": number,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = cast(list[str], decks_item_data)

            decks.append(decks_item)

        first_seat = d.pop("first_seat")

        number = d.pop("number")

        type_ = cast(Literal["game_started"], d.pop("type"))
        if type_ != "game_started":
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        trending_kittens_game_started = cls(
            decks=decks,
            first_seat=first_seat,
            number=number,
            type_=type_,
        )

        trending_kittens_game_started.additional_properties = d
        return trending_kittens_game_started

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
