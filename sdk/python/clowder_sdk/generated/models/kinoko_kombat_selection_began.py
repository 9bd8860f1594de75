from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatSelectionBegan")


@_attrs_define
class KinokoKombatSelectionBegan:
    """Every seat is prepared; `first_player` takes the first turn.

    Attributes:
        first_player (int):
        round_ (int):
        type_ (Literal['selection_began']):  Default: 'selection_began'.
    """

    first_player: int
    round_: int
    type_: Literal["selection_began"] = "selection_began"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_player": first_player,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

        round_ = d.pop("round")

        type_ = cast(Literal["selection_began"], d.pop("type"))
        if type_ != "selection_began":
            raise ValueError(f"type must match const 'selection_began', got '{type_}'")

        kinoko_kombat_selection_began = cls(
            first_player=first_player,
            round_=round_,
            type_=type_,
        )

        kinoko_kombat_selection_began.additional_properties = d
        return kinoko_kombat_selection_began

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
