from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensLitterBoxReshuffled")


@_attrs_define
class KombatKittensLitterBoxReshuffled:
    """The deck ran out while cards were owed: the Litter Box becomes the draw pile.

    Attributes:
        draw_pile (list[str]):
        type_ (Literal['litter_box_reshuffled']):  Default: 'litter_box_reshuffled'.
    """

    draw_pile: list[str]
    type_: Literal["litter_box_reshuffled"] = "litter_box_reshuffled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draw_pile": draw_pile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile = cast(list[str], d.pop("draw_pile"))

        type_ = cast(Literal["litter_box_reshuffled"], d.pop("type"))
        if type_ != "litter_box_reshuffled":
            raise ValueError(f"type must match const 'litter_box_reshuffled', got '{type_}'")

        kombat_kittens_litter_box_reshuffled = cls(
            draw_pile=draw_pile,
            type_=type_,
        )

        kombat_kittens_litter_box_reshuffled.additional_properties = d
        return kombat_kittens_litter_box_reshuffled

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
