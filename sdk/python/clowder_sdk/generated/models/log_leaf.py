from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LogLeaf")


@_attrs_define
class LogLeaf:
    """One batch of one game: versions `first_version`–`last_version`, chain hash `head` (hex) at the last.

    Attributes:
        first_version (int):
        game_id (str):
        head (str):
        last_version (int):
    """

    first_version: int
    game_id: str
    head: str
    last_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_version = self.first_version

        game_id = self.game_id

        head = self.head

        last_version = self.last_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_version": first_version,
                "game_id": game_id,
                "head": head,
                "last_version": last_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_version = d.pop("first_version")

        game_id = d.pop("game_id")

        head = d.pop("head")

        last_version = d.pop("last_version")

        log_leaf = cls(
            first_version=first_version,
            game_id=game_id,
            head=head,
            last_version=last_version,
        )

        log_leaf.additional_properties = d
        return log_leaf

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
