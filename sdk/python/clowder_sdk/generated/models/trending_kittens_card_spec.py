from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrendingKittensCardSpec")


@_attrs_define
class TrendingKittensCardSpec:
    """A card as written in data. Symbols are plain strings, checked later.

    `limit` `None` means "as many as its filled triangles".

        Attributes:
            id (str):
            down (list[str] | Unset):
            left (list[str] | Unset):
            limit (int | None | Unset):
            right (list[str] | Unset):
            up (list[str] | Unset):
    """

    id: str
    down: list[str] | Unset = UNSET
    left: list[str] | Unset = UNSET
    limit: int | None | Unset = UNSET
    right: list[str] | Unset = UNSET
    up: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        down: list[str] | Unset = UNSET
        if not isinstance(self.down, Unset):
            down = self.down

        left: list[str] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = self.left

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        right: list[str] | Unset = UNSET
        if not isinstance(self.right, Unset):
            right = self.right

        up: list[str] | Unset = UNSET
        if not isinstance(self.up, Unset):
            up = self.up

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if down is not UNSET:
            field_dict["down"] = down
        if left is not UNSET:
            field_dict["left"] = left
        if limit is not UNSET:
            field_dict["limit"] = limit
        if right is not UNSET:
            field_dict["right"] = right
        if up is not UNSET:
            field_dict["up"] = up

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        down = cast(list[str], d.pop("down", UNSET))

        left = cast(list[str], d.pop("left", UNSET))

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        right = cast(list[str], d.pop("right", UNSET))

        up = cast(list[str], d.pop("up", UNSET))

        trending_kittens_card_spec = cls(
            id=id,
            down=down,
            left=left,
            limit=limit,
            right=right,
            up=up,
        )

        return trending_kittens_card_spec
