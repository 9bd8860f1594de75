from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatYouView")


@_attrs_define
class KinokoKombatYouView:
    """
    Attributes:
        center (None | str):
        hand (list[str]):
        leader (None | str):
        row (list[str] | None):
        seat (int):
    """

    center: None | str
    hand: list[str]
    leader: None | str
    row: list[str] | None
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        center: None | str
        center = self.center

        hand = self.hand

        leader: None | str
        leader = self.leader

        row: list[str] | None
        if isinstance(self.row, list):
            row = self.row

        else:
            row = self.row

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "center": center,
                "hand": hand,
                "leader": leader,
                "row": row,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_center(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        center = _parse_center(d.pop("center"))

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

        seat = d.pop("seat")

        kinoko_kombat_you_view = cls(
            center=center,
            hand=hand,
            leader=leader,
            row=row,
            seat=seat,
        )

        kinoko_kombat_you_view.additional_properties = d
        return kinoko_kombat_you_view

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
