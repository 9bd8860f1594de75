from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_center_claimed_token import KinokoKombatCenterClaimedToken

T = TypeVar("T", bound="KinokoKombatCenterClaimed")


@_attrs_define
class KinokoKombatCenterClaimed:
    """Like `RecruitClaimed`, for the Center card in `slot`.

    Attributes:
        card (None | str):
        seat (int):
        slot (int):
        token (KinokoKombatCenterClaimedToken):
        type_ (Literal['center_claimed']):  Default: 'center_claimed'.
    """

    card: None | str
    seat: int
    slot: int
    token: KinokoKombatCenterClaimedToken
    type_: Literal["center_claimed"] = "center_claimed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        seat = self.seat

        slot = self.slot

        token = self.token.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "slot": slot,
                "token": token,
                "type": type_,
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

        seat = d.pop("seat")

        slot = d.pop("slot")

        token = KinokoKombatCenterClaimedToken(d.pop("token"))

        type_ = cast(Literal["center_claimed"], d.pop("type"))
        if type_ != "center_claimed":
            raise ValueError(f"type must match const 'center_claimed', got '{type_}'")

        kinoko_kombat_center_claimed = cls(
            card=card,
            seat=seat,
            slot=slot,
            token=token,
            type_=type_,
        )

        kinoko_kombat_center_claimed.additional_properties = d
        return kinoko_kombat_center_claimed

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
