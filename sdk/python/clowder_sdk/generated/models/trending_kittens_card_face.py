from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_card_face_down_item import TrendingKittensCardFaceDownItem
from ..models.trending_kittens_card_face_left_item import TrendingKittensCardFaceLeftItem
from ..models.trending_kittens_card_face_right_item import TrendingKittensCardFaceRightItem
from ..models.trending_kittens_card_face_up_item import TrendingKittensCardFaceUpItem

T = TypeVar("T", bound="TrendingKittensCardFace")


@_attrs_define
class TrendingKittensCardFace:
    """A card's printed face: symbols per printed side, read outward.

    Attributes:
        down (list[TrendingKittensCardFaceDownItem]):
        faction (str):
        id (str):
        left (list[TrendingKittensCardFaceLeftItem]):
        limit (int):
        right (list[TrendingKittensCardFaceRightItem]):
        up (list[TrendingKittensCardFaceUpItem]):
    """

    down: list[TrendingKittensCardFaceDownItem]
    faction: str
    id: str
    left: list[TrendingKittensCardFaceLeftItem]
    limit: int
    right: list[TrendingKittensCardFaceRightItem]
    up: list[TrendingKittensCardFaceUpItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        down = []
        for down_item_data in self.down:
            down_item = down_item_data.value
            down.append(down_item)

        faction = self.faction

        id = self.id

        left = []
        for left_item_data in self.left:
            left_item = left_item_data.value
            left.append(left_item)

        limit = self.limit

        right = []
        for right_item_data in self.right:
            right_item = right_item_data.value
            right.append(right_item)

        up = []
        for up_item_data in self.up:
            up_item = up_item_data.value
            up.append(up_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "down": down,
                "faction": faction,
                "id": id,
                "left": left,
                "limit": limit,
                "right": right,
                "up": up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        down = []
        _down = d.pop("down")
        for down_item_data in _down:
            down_item = TrendingKittensCardFaceDownItem(down_item_data)

            down.append(down_item)

        faction = d.pop("faction")

        id = d.pop("id")

        left = []
        _left = d.pop("left")
        for left_item_data in _left:
            left_item = TrendingKittensCardFaceLeftItem(left_item_data)

            left.append(left_item)

        limit = d.pop("limit")

        right = []
        _right = d.pop("right")
        for right_item_data in _right:
            right_item = TrendingKittensCardFaceRightItem(right_item_data)

            right.append(right_item)

        up = []
        _up = d.pop("up")
        for up_item_data in _up:
            up_item = TrendingKittensCardFaceUpItem(up_item_data)

            up.append(up_item)

        trending_kittens_card_face = cls(
            down=down,
            faction=faction,
            id=id,
            left=left,
            limit=limit,
            right=right,
            up=up,
        )

        trending_kittens_card_face.additional_properties = d
        return trending_kittens_card_face

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
