from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.kinoko_kombat_kinoko_options_two_player_pairing import KinokoKombatKinokoOptionsTwoPlayerPairing
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kinoko_kombat_point_table import KinokoKombatPointTable


T = TypeVar("T", bound="KinokoKombatKinokoOptions")


@_attrs_define
class KinokoKombatKinokoOptions:
    """`points`: the Reference card point table (see docs/rules/kinoko-kombat.md).

    `two_player_pairing`: how the two rows pair up in the 2-player variant.

    `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
    two players uniformly. Games created before it get `first-of-colour-v1`,
    the deal they were dealt by.

        Attributes:
            deal (str | Unset):  Default: 'neutrals-apart-v2'.
            points (KinokoKombatPointTable | Unset): Points per tier; override any subset, e.g. `{"pair": {"crown": 2,
                "second": 1}}`.
            two_player_pairing (KinokoKombatKinokoOptionsTwoPlayerPairing | Unset):  Default:
                KinokoKombatKinokoOptionsTwoPlayerPairing.FACING.
    """

    deal: str | Unset = "neutrals-apart-v2"
    points: KinokoKombatPointTable | Unset = UNSET
    two_player_pairing: KinokoKombatKinokoOptionsTwoPlayerPairing | Unset = (
        KinokoKombatKinokoOptionsTwoPlayerPairing.FACING
    )

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points.to_dict()

        two_player_pairing: str | Unset = UNSET
        if not isinstance(self.two_player_pairing, Unset):
            two_player_pairing = self.two_player_pairing.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deal is not UNSET:
            field_dict["deal"] = deal
        if points is not UNSET:
            field_dict["points"] = points
        if two_player_pairing is not UNSET:
            field_dict["two_player_pairing"] = two_player_pairing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_point_table import KinokoKombatPointTable  # noqa: PLC0415

        d = dict(src_dict)
        deal = d.pop("deal", UNSET)

        _points = d.pop("points", UNSET)
        points: KinokoKombatPointTable | Unset
        if isinstance(_points, Unset):
            points = UNSET
        else:
            points = KinokoKombatPointTable.from_dict(_points)

        _two_player_pairing = d.pop("two_player_pairing", UNSET)
        two_player_pairing: KinokoKombatKinokoOptionsTwoPlayerPairing | Unset
        if isinstance(_two_player_pairing, Unset):
            two_player_pairing = UNSET
        else:
            two_player_pairing = KinokoKombatKinokoOptionsTwoPlayerPairing(_two_player_pairing)

        kinoko_kombat_kinoko_options = cls(
            deal=deal,
            points=points,
            two_player_pairing=two_player_pairing,
        )

        return kinoko_kombat_kinoko_options
