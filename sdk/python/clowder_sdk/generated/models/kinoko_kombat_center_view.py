from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_center_view_colour_type_0 import KinokoKombatCenterViewColourType0
from ..models.kinoko_kombat_center_view_token_type_0 import KinokoKombatCenterViewTokenType0

T = TypeVar("T", bound="KinokoKombatCenterView")


@_attrs_define
class KinokoKombatCenterView:
    """`owner` is `None` for a neutral card (three players' leftover, two players' four).

    Attributes:
        card (None | str):
        claimed_by (int | None):
        colour (KinokoKombatCenterViewColourType0 | None):
        owner (int | None):
        placed (bool):
        slot (int):
        token (KinokoKombatCenterViewTokenType0 | None):
    """

    card: None | str
    claimed_by: int | None
    colour: KinokoKombatCenterViewColourType0 | None
    owner: int | None
    placed: bool
    slot: int
    token: KinokoKombatCenterViewTokenType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        claimed_by: int | None
        claimed_by = self.claimed_by

        colour: None | str
        if isinstance(self.colour, KinokoKombatCenterViewColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        owner: int | None
        owner = self.owner

        placed = self.placed

        slot = self.slot

        token: None | str
        if isinstance(self.token, KinokoKombatCenterViewTokenType0):
            token = self.token.value
        else:
            token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "claimed_by": claimed_by,
                "colour": colour,
                "owner": owner,
                "placed": placed,
                "slot": slot,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_claimed_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        claimed_by = _parse_claimed_by(d.pop("claimed_by"))

        def _parse_colour(data: object) -> KinokoKombatCenterViewColourType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = KinokoKombatCenterViewColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatCenterViewColourType0 | None, data)

        colour = _parse_colour(d.pop("colour"))

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))

        placed = d.pop("placed")

        slot = d.pop("slot")

        def _parse_token(data: object) -> KinokoKombatCenterViewTokenType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_0 = KinokoKombatCenterViewTokenType0(data)

                return token_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatCenterViewTokenType0 | None, data)

        token = _parse_token(d.pop("token"))

        kinoko_kombat_center_view = cls(
            card=card,
            claimed_by=claimed_by,
            colour=colour,
            owner=owner,
            placed=placed,
            slot=slot,
            token=token,
        )

        kinoko_kombat_center_view.additional_properties = d
        return kinoko_kombat_center_view

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
