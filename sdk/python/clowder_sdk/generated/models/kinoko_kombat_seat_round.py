from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kinoko_kombat_claim import KinokoKombatClaim


T = TypeVar("T", bound="KinokoKombatSeatRound")


@_attrs_define
class KinokoKombatSeatRound:
    """One seat's round: cards still in hand, Leader, row, claims made (in order).

    Attributes:
        claims (list[KinokoKombatClaim]):
        hand (list[str]):
        leader (None | str):
        row (list[str] | None):
        star_tile_up (bool):  Default: True.
    """

    claims: list[KinokoKombatClaim]
    hand: list[str]
    leader: None | str
    row: list[str] | None
    star_tile_up: bool = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        hand = self.hand

        leader: None | str
        leader = self.leader

        row: list[str] | None
        if isinstance(self.row, list):
            row = self.row

        else:
            row = self.row

        star_tile_up = self.star_tile_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claims": claims,
                "hand": hand,
                "leader": leader,
                "row": row,
                "star_tile_up": star_tile_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_claim import KinokoKombatClaim  # noqa: PLC0415

        d = dict(src_dict)
        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = KinokoKombatClaim.from_dict(claims_item_data)

            claims.append(claims_item)

        hand = cast(list[str], d.pop("hand"))

        def _parse_leader(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leader = _parse_leader(d.pop("leader"))

        def _parse_row(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                row_type_0 = cast(list[str], data)

                return row_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        row = _parse_row(d.pop("row"))

        star_tile_up = d.pop("star_tile_up")

        kinoko_kombat_seat_round = cls(
            claims=claims,
            hand=hand,
            leader=leader,
            row=row,
            star_tile_up=star_tile_up,
        )

        kinoko_kombat_seat_round.additional_properties = d
        return kinoko_kombat_seat_round

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
