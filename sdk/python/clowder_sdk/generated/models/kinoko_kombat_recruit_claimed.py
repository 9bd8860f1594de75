from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_recruit_claimed_token import KinokoKombatRecruitClaimedToken

T = TypeVar("T", bound="KinokoKombatRecruitClaimed")


@_attrs_define
class KinokoKombatRecruitClaimed:
    """`seat` put `token` on `owner`'s row at `position`.

    `card` is the card turned face up by a Mushroom token; `None` for the
    Spotted Mushroom, which claims the card unseen.

        Attributes:
            card (None | str):
            owner (int):
            position (int):
            seat (int):
            token (KinokoKombatRecruitClaimedToken):
            type_ (Literal['recruit_claimed']):  Default: 'recruit_claimed'.
    """

    card: None | str
    owner: int
    position: int
    seat: int
    token: KinokoKombatRecruitClaimedToken
    type_: Literal["recruit_claimed"] = "recruit_claimed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        owner = self.owner

        position = self.position

        seat = self.seat

        token = self.token.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "owner": owner,
                "position": position,
                "seat": seat,
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

        owner = d.pop("owner")

        position = d.pop("position")

        seat = d.pop("seat")

        token = KinokoKombatRecruitClaimedToken(d.pop("token"))

        type_ = cast(Literal["recruit_claimed"], d.pop("type"))
        if type_ != "recruit_claimed":
            raise ValueError(f"type must match const 'recruit_claimed', got '{type_}'")

        kinoko_kombat_recruit_claimed = cls(
            card=card,
            owner=owner,
            position=position,
            seat=seat,
            token=token,
            type_=type_,
        )

        kinoko_kombat_recruit_claimed.additional_properties = d
        return kinoko_kombat_recruit_claimed

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
