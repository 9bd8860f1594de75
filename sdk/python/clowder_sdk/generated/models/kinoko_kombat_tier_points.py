from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KinokoKombatTierPoints")


@_attrs_define
class KinokoKombatTierPoints:
    """
    Attributes:
        crown (int):
        second (int):
    """

    crown: int
    second: int

    def to_dict(self) -> dict[str, Any]:
        crown = self.crown

        second = self.second

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "crown": crown,
                "second": second,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        crown = d.pop("crown")

        second = d.pop("second")

        kinoko_kombat_tier_points = cls(
            crown=crown,
            second=second,
        )

        return kinoko_kombat_tier_points
