from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.log_leaf import LogLeaf


T = TypeVar("T", bound="LoggedLeaf")


@_attrs_define
class LoggedLeaf:
    """
    Attributes:
        leaf (LogLeaf): One batch of one game: versions `first_version`–`last_version`, chain hash `head` (hex) at the
            last.
        leaf_hash (str):
        leaf_index (int):
    """

    leaf: LogLeaf
    leaf_hash: str
    leaf_index: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leaf = self.leaf.to_dict()

        leaf_hash = self.leaf_hash

        leaf_index = self.leaf_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leaf": leaf,
                "leaf_hash": leaf_hash,
                "leaf_index": leaf_index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_leaf import LogLeaf  # noqa: PLC0415

        d = dict(src_dict)
        leaf = LogLeaf.from_dict(d.pop("leaf"))

        leaf_hash = d.pop("leaf_hash")

        leaf_index = d.pop("leaf_index")

        logged_leaf = cls(
            leaf=leaf,
            leaf_hash=leaf_hash,
            leaf_index=leaf_index,
        )

        logged_leaf.additional_properties = d
        return logged_leaf

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
