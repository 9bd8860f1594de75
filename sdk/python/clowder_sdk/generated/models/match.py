from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Match")


@_attrs_define
class Match:
    """
    Attributes:
        bye (bool):  Default: False.
        entrants (list[str]):
        match_id (str):
    """

    entrants: list[str]
    match_id: str
    bye: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bye = self.bye

        entrants = self.entrants

        match_id = self.match_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bye": bye,
                "entrants": entrants,
                "match_id": match_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bye = d.pop("bye")

        entrants = cast(list[str], d.pop("entrants"))

        match_id = d.pop("match_id")

        match = cls(
            bye=bye,
            entrants=entrants,
            match_id=match_id,
        )

        match.additional_properties = d
        return match

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
