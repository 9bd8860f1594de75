from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SignedTreeHead")


@_attrs_define
class SignedTreeHead:
    """The log as it stood at `timestamp`: `tree_size` leaves with root `root_hash` (hex), signed.

    Attributes:
        algorithm (str):  Default: 'ed25519'.
        key_id (str):
        root_hash (str):
        signature (str):
        timestamp (int):
        tree_size (int):
    """

    key_id: str
    root_hash: str
    signature: str
    timestamp: int
    tree_size: int
    algorithm: str = "ed25519"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        root_hash = self.root_hash

        signature = self.signature

        timestamp = self.timestamp

        tree_size = self.tree_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "root_hash": root_hash,
                "signature": signature,
                "timestamp": timestamp,
                "tree_size": tree_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        root_hash = d.pop("root_hash")

        signature = d.pop("signature")

        timestamp = d.pop("timestamp")

        tree_size = d.pop("tree_size")

        signed_tree_head = cls(
            algorithm=algorithm,
            key_id=key_id,
            root_hash=root_hash,
            signature=signature,
            timestamp=timestamp,
            tree_size=tree_size,
        )

        signed_tree_head.additional_properties = d
        return signed_tree_head

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
