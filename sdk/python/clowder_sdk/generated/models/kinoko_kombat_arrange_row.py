from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KinokoKombatArrangeRow")


@_attrs_define
class KinokoKombatArrangeRow:
    """Lay every card left in your hand face down, `row[0]` leftmost (lowest rank).

    Attributes:
        row (list[str]):
        type_ (Literal['arrange_row']):  Default: 'arrange_row'.
    """

    row: list[str]
    type_: Literal["arrange_row"] = "arrange_row"

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = cast(list[str], d.pop("row"))

        type_ = cast(Literal["arrange_row"], d.pop("type"))
        if type_ != "arrange_row":
            raise ValueError(f"type must match const 'arrange_row', got '{type_}'")

        kinoko_kombat_arrange_row = cls(
            row=row,
            type_=type_,
        )

        return kinoko_kombat_arrange_row
