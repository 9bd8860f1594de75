from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensGameStartedSeen")


@_attrs_define
class KombatKittensGameStartedSeen:
    """`hand` is the viewer's own hand (`None` for a spectator).

    Attributes:
        draw_pile_size (int):
        first_seat (int):
        hand (list[str] | None):
        hand_sizes (list[int]):
        recruits (list[str]):
        type_ (Literal['game_started_seen']):  Default: 'game_started_seen'.
    """

    draw_pile_size: int
    first_seat: int
    hand: list[str] | None
    hand_sizes: list[int]
    recruits: list[str]
    type_: Literal["game_started_seen"] = "game_started_seen"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw_pile_size = self.draw_pile_size

        first_seat = self.first_seat

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_sizes = self.hand_sizes

        recruits = self.recruits

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw_pile_size": draw_pile_size,
                "first_seat": first_seat,
                "hand": hand,
                "hand_sizes": hand_sizes,
                "recruits": recruits,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile_size = d.pop("draw_pile_size")

        first_seat = d.pop("first_seat")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        recruits = cast(list[str], d.pop("recruits"))

        type_ = cast(Literal["game_started_seen"], d.pop("type"))
        if type_ != "game_started_seen":
            raise ValueError(f"type must match const 'game_started_seen', got '{type_}'")

        kombat_kittens_game_started_seen = cls(
            draw_pile_size=draw_pile_size,
            first_seat=first_seat,
            hand=hand,
            hand_sizes=hand_sizes,
            recruits=recruits,
            type_=type_,
        )

        kombat_kittens_game_started_seen.additional_properties = d
        return kombat_kittens_game_started_seen

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
