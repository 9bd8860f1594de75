from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChainHead")


@_attrs_define
class ChainHead:
    """Where a stream's chain stands: its last version and that event's hash (hex).

    Attributes:
        hash_ (None | str):
        version (int):
    """

    hash_: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hash_: None | str
        hash_ = self.hash_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hash": hash_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_hash_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hash_ = _parse_hash_(d.pop("hash"))

        version = d.pop("version")

        chain_head = cls(
            hash_=hash_,
            version=version,
        )

        chain_head.additional_properties = d
        return chain_head

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
