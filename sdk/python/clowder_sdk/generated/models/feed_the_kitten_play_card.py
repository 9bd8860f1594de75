from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeedTheKittenPlayCard")


@_attrs_define
class FeedTheKittenPlayCard:
    """Play one card of this number from your hand onto the play pile.

    Attributes:
        card (int):
        type_ (Literal['play_card']):  Default: 'play_card'.
    """

    card: int
    type_: Literal["play_card"] = "play_card"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["play_card"], d.pop("type"))
        if type_ != "play_card":
            raise ValueError(f"type must match const 'play_card', got '{type_}'")

        feed_the_kitten_play_card = cls(
            card=card,
            type_=type_,
        )

        return feed_the_kitten_play_card
