from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_card_face import TrendingKittensCardFace


T = TypeVar("T", bound="TrendingKittensCellView")


@_attrs_define
class TrendingKittensCellView:
    """One card on the grid. `card` and `rotation` are `None` when face down.

    Attributes:
        card (None | TrendingKittensCardFace):
        face (str):
        faction (str):
        rotation (int | None):
        x (int):
        y (int):
    """

    card: None | TrendingKittensCardFace
    face: str
    faction: str
    rotation: int | None
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trending_kittens_card_face import TrendingKittensCardFace  # noqa: PLC0415

        card: dict[str, Any] | None
        if isinstance(self.card, TrendingKittensCardFace):
            card = self.card.to_dict()
        else:
            card = self.card

        face = self.face

        faction = self.faction

        rotation: int | None
        rotation = self.rotation

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "face": face,
                "faction": faction,
                "rotation": rotation,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_card_face import TrendingKittensCardFace  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(data: object) -> None | TrendingKittensCardFace:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = TrendingKittensCardFace.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensCardFace, data)

        card = _parse_card(d.pop("card"))

        face = d.pop("face")

        faction = d.pop("faction")

        def _parse_rotation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rotation = _parse_rotation(d.pop("rotation"))

        x = d.pop("x")

        y = d.pop("y")

        trending_kittens_cell_view = cls(
            card=card,
            face=face,
            faction=faction,
            rotation=rotation,
            x=x,
            y=y,
        )

        trending_kittens_cell_view.additional_properties = d
        return trending_kittens_cell_view

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
