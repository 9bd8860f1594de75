from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_row_card_view_colour import KinokoKombatRowCardViewColour
from ..models.kinoko_kombat_row_card_view_token_type_0 import KinokoKombatRowCardViewTokenType0

T = TypeVar("T", bound="KinokoKombatRowCardView")


@_attrs_define
class KinokoKombatRowCardView:
    """`faces`: two players only, the position of the paired card in the other row.

    `colour` shows face down too (the back); `card` (colour and rank) only face up.

        Attributes:
            card (None | str):
            claimed_by (int | None):
            colour (KinokoKombatRowCardViewColour):
            faces (int | None):
            locked (bool):
            position (int):
            token (KinokoKombatRowCardViewTokenType0 | None):
    """

    card: None | str
    claimed_by: int | None
    colour: KinokoKombatRowCardViewColour
    faces: int | None
    locked: bool
    position: int
    token: KinokoKombatRowCardViewTokenType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        claimed_by: int | None
        claimed_by = self.claimed_by

        colour = self.colour.value

        faces: int | None
        faces = self.faces

        locked = self.locked

        position = self.position

        token: None | str
        if isinstance(self.token, KinokoKombatRowCardViewTokenType0):
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
                "faces": faces,
                "locked": locked,
                "position": position,
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

        colour = KinokoKombatRowCardViewColour(d.pop("colour"))

        def _parse_faces(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        faces = _parse_faces(d.pop("faces"))

        locked = d.pop("locked")

        position = d.pop("position")

        def _parse_token(data: object) -> KinokoKombatRowCardViewTokenType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_0 = KinokoKombatRowCardViewTokenType0(data)

                return token_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatRowCardViewTokenType0 | None, data)

        token = _parse_token(d.pop("token"))

        kinoko_kombat_row_card_view = cls(
            card=card,
            claimed_by=claimed_by,
            colour=colour,
            faces=faces,
            locked=locked,
            position=position,
            token=token,
        )

        kinoko_kombat_row_card_view.additional_properties = d
        return kinoko_kombat_row_card_view

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
