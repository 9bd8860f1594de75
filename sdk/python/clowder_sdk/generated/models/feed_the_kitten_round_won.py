from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_the_kitten_round_won_reason import FeedTheKittenRoundWonReason

T = TypeVar("T", bound="FeedTheKittenRoundWon")


@_attrs_define
class FeedTheKittenRoundWon:
    """`seat` won the round, took the Kitten token and now has `cans` cans.

    Attributes:
        cans (int):
        reason (FeedTheKittenRoundWonReason):
        round_ (int):
        seat (int):
        type_ (Literal['round_won']):  Default: 'round_won'.
    """

    cans: int
    reason: FeedTheKittenRoundWonReason
    round_: int
    seat: int
    type_: Literal["round_won"] = "round_won"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cans = self.cans

        reason = self.reason.value

        round_ = self.round_

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cans": cans,
                "reason": reason,
                "round": round_,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cans = d.pop("cans")

        reason = FeedTheKittenRoundWonReason(d.pop("reason"))

        round_ = d.pop("round")

        seat = d.pop("seat")

        type_ = cast(Literal["round_won"], d.pop("type"))
        if type_ != "round_won":
            raise ValueError(f"type must match const 'round_won', got '{type_}'")

        feed_the_kitten_round_won = cls(
            cans=cans,
            reason=reason,
            round_=round_,
            seat=seat,
            type_=type_,
        )

        feed_the_kitten_round_won.additional_properties = d
        return feed_the_kitten_round_won

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
