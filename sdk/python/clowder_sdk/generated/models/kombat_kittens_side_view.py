from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kombat_kittens_card import KombatKittensCard


T = TypeVar("T", bound="KombatKittensSideView")


@_attrs_define
class KombatKittensSideView:
    """
    Attributes:
        forfeited (bool):
        helper (int | None):
        helper_card (KombatKittensCard | None):
        main (int):
        played (list[KombatKittensCard]):
    """

    forfeited: bool
    helper: int | None
    helper_card: KombatKittensCard | None
    main: int
    played: list[KombatKittensCard]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415

        forfeited = self.forfeited

        helper: int | None
        helper = self.helper

        helper_card: dict[str, Any] | None
        if isinstance(self.helper_card, KombatKittensCard):
            helper_card = self.helper_card.to_dict()
        else:
            helper_card = self.helper_card

        main = self.main

        played = []
        for played_item_data in self.played:
            played_item = played_item_data.to_dict()
            played.append(played_item)

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
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415

        d = dict(src_dict)
        forfeited = d.pop("forfeited")

        def _parse_helper(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        helper = _parse_helper(d.pop("helper"))

        def _parse_helper_card(data: object) -> KombatKittensCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                helper_card_type_0 = KombatKittensCard.from_dict(data)

                return helper_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensCard | None, data)

        helper_card = _parse_helper_card(d.pop("helper_card"))

        main = d.pop("main")

        played = []
        _played = d.pop("played")
        for played_item_data in _played:
            played_item = KombatKittensCard.from_dict(played_item_data)

            played.append(played_item)

        kombat_kittens_side_view = cls(
            forfeited=forfeited,
            helper=helper,
            helper_card=helper_card,
            main=main,
            played=played,
        )

        kombat_kittens_side_view.additional_properties = d
        return kombat_kittens_side_view

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
