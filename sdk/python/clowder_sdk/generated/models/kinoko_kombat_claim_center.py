from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.kinoko_kombat_claim_center_token import KinokoKombatClaimCenterToken

T = TypeVar("T", bound="KinokoKombatClaimCenter")


@_attrs_define
class KinokoKombatClaimCenter:
    """Put `token` on the Center card in `slot` (see the view's `centers`).

    Attributes:
        slot (int):
        token (KinokoKombatClaimCenterToken):
        type_ (Literal['claim_center']):  Default: 'claim_center'.
    """

    slot: int
    token: KinokoKombatClaimCenterToken
    type_: Literal["claim_center"] = "claim_center"

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        token = self.token.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        token = KinokoKombatClaimCenterToken(d.pop("token"))

        type_ = cast(Literal["claim_center"], d.pop("type"))
        if type_ != "claim_center":
            raise ValueError(f"type must match const 'claim_center', got '{type_}'")

        kinoko_kombat_claim_center = cls(
            slot=slot,
            token=token,
            type_=type_,
        )

        return kinoko_kombat_claim_center
