from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EntrantRegistered")


@_attrs_define
class EntrantRegistered:
    """
    Attributes:
        entrant_id (str):
        name (str):
        type_ (Literal['entrant_registered']):  Default: 'entrant_registered'.
    """

    entrant_id: str
    name: str
    type_: Literal["entrant_registered"] = "entrant_registered"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrant_id = self.entrant_id

        name = self.name

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrant_id": entrant_id,
                "name": name,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entrant_id = d.pop("entrant_id")

        name = d.pop("name")

        type_ = cast(Literal["entrant_registered"], d.pop("type"))
        if type_ != "entrant_registered":
            raise ValueError(f"type must match const 'entrant_registered', got '{type_}'")

        entrant_registered = cls(
            entrant_id=entrant_id,
            name=name,
            type_=type_,
        )

        entrant_registered.additional_properties = d
        return entrant_registered

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
