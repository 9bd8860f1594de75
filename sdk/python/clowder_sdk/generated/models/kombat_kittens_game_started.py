from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensGameStarted")


@_attrs_define
class KombatKittensGameStarted:
    """The deal. `draw_pile` (top first) already holds its Dogs; `boxed_dogs` wait.

    Attributes:
        boxed_dogs (list[str]):
        draw_pile (list[str]):
        first_seat (int):
        hands (list[list[str]]):
        recruits (list[str]):
        type_ (Literal['game_started']):  Default: 'game_started'.
    """

    boxed_dogs: list[str]
    draw_pile: list[str]
    first_seat: int
    hands: list[list[str]]
    recruits: list[str]
    type_: Literal["game_started"] = "game_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        boxed_dogs = self.boxed_dogs

        draw_pile = self.draw_pile

        first_seat = self.first_seat

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        recruits = self.recruits

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "boxed_dogs": boxed_dogs,
                "draw_pile": draw_pile,
                "first_seat": first_seat,
                "hands": hands,
                "recruits": recruits,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        boxed_dogs = cast(list[str], d.pop("boxed_dogs"))

        draw_pile = cast(list[str], d.pop("draw_pile"))

        first_seat = d.pop("first_seat")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        recruits = cast(list[str], d.pop("recruits"))

        type_ = cast(Literal["game_started"], d.pop("type"))
        if type_ != "game_started":
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        kombat_kittens_game_started = cls(
            boxed_dogs=boxed_dogs,
            draw_pile=draw_pile,
            first_seat=first_seat,
            hands=hands,
            recruits=recruits,
            type_=type_,
        )

        kombat_kittens_game_started.additional_properties = d
        return kombat_kittens_game_started

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
