from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensBattleDeclared")


@_attrs_define
class KombatKittensBattleDeclared:
    """
    Attributes:
        attacker (int):
        defender (int):
        type_ (Literal['battle_declared']):  Default: 'battle_declared'.
    """

    attacker: int
    defender: int
    type_: Literal["battle_declared"] = "battle_declared"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        type_ = cast(Literal["battle_declared"], d.pop("type"))
        if type_ != "battle_declared":
            raise ValueError(f"type must match const 'battle_declared', got '{type_}'")

        kombat_kittens_battle_declared = cls(
            attacker=attacker,
            defender=defender,
            type_=type_,
        )

        kombat_kittens_battle_declared.additional_properties = d
        return kombat_kittens_battle_declared

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
