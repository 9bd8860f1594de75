from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.kinoko_kombat_claim_recruit_token import KinokoKombatClaimRecruitToken

T = TypeVar("T", bound="KinokoKombatClaimRecruit")


@_attrs_define
class KinokoKombatClaimRecruit:
    """Put `token` on the card at `position` (0 = leftmost) of `owner`'s row.

    Attributes:
        owner (int):
        position (int):
        token (KinokoKombatClaimRecruitToken):
        type_ (Literal['claim_recruit']):  Default: 'claim_recruit'.
    """

    owner: int
    position: int
    token: KinokoKombatClaimRecruitToken
    type_: Literal["claim_recruit"] = "claim_recruit"

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        position = self.position

        token = self.token.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "owner": owner,
                "position": position,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner = d.pop("owner")

        position = d.pop("position")

        token = KinokoKombatClaimRecruitToken(d.pop("token"))

        type_ = cast(Literal["claim_recruit"], d.pop("type"))
        if type_ != "claim_recruit":
            raise ValueError(f"type must match const 'claim_recruit', got '{type_}'")

        kinoko_kombat_claim_recruit = cls(
            owner=owner,
            position=position,
            token=token,
            type_=type_,
        )

        return kinoko_kombat_claim_recruit
