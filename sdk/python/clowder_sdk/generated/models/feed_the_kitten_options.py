from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedTheKittenOptions")


@_attrs_define
class FeedTheKittenOptions:
    """`cans_to_win`: cans of food that win the game (3; 4 or 5 with 2-3 players).

    `draw_after_renewal`: see `DRAW_AFTER_RENEWAL`; games created before
    the option existed get `always` (`LEGACY_OPTIONS`).

        Attributes:
            cans_to_win (int | Unset):  Default: 3.
            draw_after_renewal (str | Unset):  Default: 'only_if_stuck'.
    """

    cans_to_win: int | Unset = 3
    draw_after_renewal: str | Unset = "only_if_stuck"

    def to_dict(self) -> dict[str, Any]:
        cans_to_win = self.cans_to_win

        draw_after_renewal = self.draw_after_renewal

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cans_to_win is not UNSET:
            field_dict["cans_to_win"] = cans_to_win
        if draw_after_renewal is not UNSET:
            field_dict["draw_after_renewal"] = draw_after_renewal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cans_to_win = d.pop("cans_to_win", UNSET)

        draw_after_renewal = d.pop("draw_after_renewal", UNSET)

        feed_the_kitten_options = cls(
            cans_to_win=cans_to_win,
            draw_after_renewal=draw_after_renewal,
        )

        return feed_the_kitten_options
