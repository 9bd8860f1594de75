from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Receipt")


@_attrs_define
class Receipt:
    """The service's word that game `game_id` had chain head `head` at `version`.

    Attributes:
        algorithm (str):  Default: 'ed25519'.
        game_id (str):
        head (str):
        key_id (str):
        signature (str):
        version (int):
    """

    game_id: str
    head: str
    key_id: str
    signature: str
    version: int
    algorithm: str = "ed25519"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        game_id = self.game_id

        head = self.head

        key_id = self.key_id

        signature = self.signature

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "game_id": game_id,
                "head": head,
                "key_id": key_id,
                "signature": signature,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        game_id = d.pop("game_id")

        head = d.pop("head")

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        version = d.pop("version")

        receipt = cls(
            algorithm=algorithm,
            game_id=game_id,
            head=head,
            key_id=key_id,
            signature=signature,
            version=version,
        )

        receipt.additional_properties = d
        return receipt

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
