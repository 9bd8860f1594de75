from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EntrantWithdrawn")


@_attrs_define
class EntrantWithdrawn:
    """
    Attributes:
        entrant_id (str):
        round_ (int):
        type_ (Literal['entrant_withdrawn']):  Default: 'entrant_withdrawn'.
    """

    entrant_id: str
    round_: int
    type_: Literal["entrant_withdrawn"] = "entrant_withdrawn"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrant_id = self.entrant_id

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrant_id": entrant_id,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entrant_id = d.pop("entrant_id")

        round_ = d.pop("round")

        type_ = cast(Literal["entrant_withdrawn"], d.pop("type"))
        if type_ != "entrant_withdrawn":
            raise ValueError(f"type must match const 'entrant_withdrawn', got '{type_}'")

        entrant_withdrawn = cls(
            entrant_id=entrant_id,
            round_=round_,
            type_=type_,
        )

        entrant_withdrawn.additional_properties = d
        return entrant_withdrawn

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
