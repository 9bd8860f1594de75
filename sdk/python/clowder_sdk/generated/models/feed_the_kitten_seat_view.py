from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedTheKittenSeatView")


@_attrs_define
class FeedTheKittenSeatView:
    """
    Attributes:
        cans (int):
        hand_size (int):
        has_kitten (bool):
        seat (int):
    """

    cans: int
    hand_size: int
    has_kitten: bool
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cans = self.cans

        hand_size = self.hand_size

        has_kitten = self.has_kitten

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cans": cans,
                "hand_size": hand_size,
                "has_kitten": has_kitten,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cans = d.pop("cans")

        hand_size = d.pop("hand_size")

        has_kitten = d.pop("has_kitten")

        seat = d.pop("seat")

        feed_the_kitten_seat_view = cls(
            cans=cans,
            hand_size=hand_size,
            has_kitten=has_kitten,
            seat=seat,
        )

        feed_the_kitten_seat_view.additional_properties = d
        return feed_the_kitten_seat_view

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
