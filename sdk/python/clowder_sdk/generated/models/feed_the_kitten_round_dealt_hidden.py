from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenRoundDealtHidden")


@_attrs_define
class FeedTheKittenRoundDealtHidden:
    """`hand` is the viewer's own hand (`None` for a spectator).

    Attributes:
        draw_pile_size (int):
        hand (list[int] | None):
        hand_sizes (list[int]):
        leader (int):
        round_ (int):
        type_ (Literal['round_dealt_hidden']):  Default: 'round_dealt_hidden'.
    """

    draw_pile_size: int
    hand: list[int] | None
    hand_sizes: list[int]
    leader: int
    round_: int
    type_: Literal["round_dealt_hidden"] = "round_dealt_hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw_pile_size = self.draw_pile_size

        hand: list[int] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_sizes = self.hand_sizes

        leader = self.leader

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw_pile_size": draw_pile_size,
                "hand": hand,
                "hand_sizes": hand_sizes,
                "leader": leader,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile_size = d.pop("draw_pile_size")

        def _parse_hand(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[int], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        leader = d.pop("leader")

        round_ = d.pop("round")

        type_ = cast(Literal["round_dealt_hidden"], d.pop("type"))
        if type_ != "round_dealt_hidden":
            raise ValueError(f"type must match const 'round_dealt_hidden', got '{type_}'")

        feed_the_kitten_round_dealt_hidden = cls(
            draw_pile_size=draw_pile_size,
            hand=hand,
            hand_sizes=hand_sizes,
            leader=leader,
            round_=round_,
            type_=type_,
        )

        feed_the_kitten_round_dealt_hidden.additional_properties = d
        return feed_the_kitten_round_dealt_hidden

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
