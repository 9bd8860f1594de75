from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensSide")


@_attrs_define
class KombatKittensSide:
    """One side of a fight: its main combatant and, in a battle, a helper.

    Attributes:
        forfeited (bool):  Default: False.
        helper (int | None):
        helper_card (None | str):
        main (int):
        played (list[str]):
    """

    helper: int | None
    helper_card: None | str
    main: int
    played: list[str]
    forfeited: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited

        helper: int | None
        helper = self.helper

        helper_card: None | str
        helper_card = self.helper_card

        main = self.main

        played = self.played

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "forfeited": forfeited,
                "helper": helper,
                "helper_card": helper_card,
                "main": main,
                "played": played,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forfeited = d.pop("forfeited")

        def _parse_helper(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        helper = _parse_helper(d.pop("helper"))

        def _parse_helper_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        helper_card = _parse_helper_card(d.pop("helper_card"))

        main = d.pop("main")

        played = cast(list[str], d.pop("played"))

        kombat_kittens_side = cls(
            forfeited=forfeited,
            helper=helper,
            helper_card=helper_card,
            main=main,
            played=played,
        )

        kombat_kittens_side.additional_properties = d
        return kombat_kittens_side

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
