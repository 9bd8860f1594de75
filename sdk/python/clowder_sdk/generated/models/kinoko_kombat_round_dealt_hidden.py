from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatRoundDealtHidden")


@_attrs_define
class KinokoKombatRoundDealtHidden:
    """`hand`: the viewer's own hand (`None` for a spectator).

    Attributes:
        first_player (int):
        hand (list[str] | None):
        hand_sizes (list[int]):
        neutral_centers (int):
        neutral_colours (list[str]):
        round_ (int):
        type_ (Literal['round_dealt_hidden']):  Default: 'round_dealt_hidden'.
    """

    first_player: int
    hand: list[str] | None
    hand_sizes: list[int]
    neutral_centers: int
    neutral_colours: list[str]
    round_: int
    type_: Literal["round_dealt_hidden"] = "round_dealt_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_sizes = self.hand_sizes

        neutral_centers = self.neutral_centers

        neutral_colours = self.neutral_colours

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_player": first_player,
                "hand": hand,
                "hand_sizes": hand_sizes,
                "neutral_centers": neutral_centers,
                "neutral_colours": neutral_colours,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

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

        neutral_centers = d.pop("neutral_centers")

        neutral_colours = cast(list[str], d.pop("neutral_colours"))

        round_ = d.pop("round")

        type_ = cast(Literal["round_dealt_hidden"], d.pop("type"))
        if type_ != "round_dealt_hidden":
            raise ValueError(f"type must match const 'round_dealt_hidden', got '{type_}'")

        kinoko_kombat_round_dealt_hidden = cls(
            first_player=first_player,
            hand=hand,
            hand_sizes=hand_sizes,
            neutral_centers=neutral_centers,
            neutral_colours=neutral_colours,
            round_=round_,
            type_=type_,
        )

        kinoko_kombat_round_dealt_hidden.additional_properties = d
        return kinoko_kombat_round_dealt_hidden

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
