from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_claim_target import KinokoKombatClaimTarget
from ..models.kinoko_kombat_claim_token import KinokoKombatClaimToken

T = TypeVar("T", bound="KinokoKombatClaim")


@_attrs_define
class KinokoKombatClaim:
    """A token a seat placed: on `owner`'s row at `index`, or on Center `slot` `index`.

    Attributes:
        index (int):
        owner (int | None):
        target (KinokoKombatClaimTarget):
        token (KinokoKombatClaimToken):
    """

    index: int
    owner: int | None
    target: KinokoKombatClaimTarget
    token: KinokoKombatClaimToken
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        owner: int | None
        owner = self.owner

        target = self.target.value

        token = self.token.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "owner": owner,
                "target": target,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))

        target = KinokoKombatClaimTarget(d.pop("target"))

        token = KinokoKombatClaimToken(d.pop("token"))

        kinoko_kombat_claim = cls(
            index=index,
            owner=owner,
            target=target,
            token=token,
        )

        kinoko_kombat_claim.additional_properties = d
        return kinoko_kombat_claim

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
