from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_team_card_view_colour import KinokoKombatTeamCardViewColour
from ..models.kinoko_kombat_team_card_view_token import KinokoKombatTeamCardViewToken

T = TypeVar("T", bound="KinokoKombatTeamCardView")


@_attrs_define
class KinokoKombatTeamCardView:
    """A claimed card: `owner`/`index` is a row position, or `index` a Center slot.

    Attributes:
        card (None | str):
        colour (KinokoKombatTeamCardViewColour):
        index (int):
        owner (int | None):
        target (str):
        token (KinokoKombatTeamCardViewToken):
    """

    card: None | str
    colour: KinokoKombatTeamCardViewColour
    index: int
    owner: int | None
    target: str
    token: KinokoKombatTeamCardViewToken
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        colour = self.colour.value

        index = self.index

        owner: int | None
        owner = self.owner

        target = self.target

        token = self.token.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "colour": colour,
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

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        colour = KinokoKombatTeamCardViewColour(d.pop("colour"))

        index = d.pop("index")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))

        target = d.pop("target")

        token = KinokoKombatTeamCardViewToken(d.pop("token"))

        kinoko_kombat_team_card_view = cls(
            card=card,
            colour=colour,
            index=index,
            owner=owner,
            target=target,
            token=token,
        )

        kinoko_kombat_team_card_view.additional_properties = d
        return kinoko_kombat_team_card_view

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
