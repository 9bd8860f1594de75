from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeedTheKittenRenewHand")


@_attrs_define
class FeedTheKittenRenewHand:
    """With nine cards and nothing to play: discard your hand and draw five.

    Attributes:
        type_ (Literal['renew_hand']):  Default: 'renew_hand'.
    """

    type_: Literal["renew_hand"] = "renew_hand"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["renew_hand"], d.pop("type"))
        if type_ != "renew_hand":
            raise ValueError(f"type must match const 'renew_hand', got '{type_}'")

        feed_the_kitten_renew_hand = cls(
            type_=type_,
        )

        return feed_the_kitten_renew_hand
