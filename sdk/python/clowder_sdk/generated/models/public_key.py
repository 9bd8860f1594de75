from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PublicKey")


@_attrs_define
class PublicKey:
    """A service signing key, as published at `/.well-known/clowder-keys.json`.

    Attributes:
        algorithm (str):  Default: 'ed25519'.
        created_at (None | str):
        key_id (str):
        public_key (str):
        retired_at (None | str):
    """

    created_at: None | str
    key_id: str
    public_key: str
    retired_at: None | str
    algorithm: str = "ed25519"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        created_at: None | str
        created_at = self.created_at

        key_id = self.key_id

        public_key = self.public_key

        retired_at: None | str
        retired_at = self.retired_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "created_at": created_at,
                "key_id": key_id,
                "public_key": public_key,
                "retired_at": retired_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("created_at"))

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        def _parse_retired_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        retired_at = _parse_retired_at(d.pop("retired_at"))

        public_key = cls(
            algorithm=algorithm,
            created_at=created_at,
            key_id=key_id,
            public_key=public_key,
            retired_at=retired_at,
        )

        public_key.additional_properties = d
        return public_key

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
