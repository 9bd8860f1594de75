from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.log_leaf import LogLeaf
    from ..models.signed_tree_head import SignedTreeHead


T = TypeVar("T", bound="InclusionProof")


@_attrs_define
class InclusionProof:
    """Leaf `leaf_index` of the tree of `head` is `leaf`: `audit_path` leads from its hash to the root.

    Attributes:
        audit_path (list[str]):
        head (SignedTreeHead): The log as it stood at `timestamp`: `tree_size` leaves with root `root_hash` (hex),
            signed.
        leaf (LogLeaf): One batch of one game: versions `first_version`–`last_version`, chain hash `head` (hex) at the
            last.
        leaf_hash (str):
        leaf_index (int):
    """

    audit_path: list[str]
    head: SignedTreeHead
    leaf: LogLeaf
    leaf_hash: str
    leaf_index: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        audit_path = self.audit_path

        head = self.head.to_dict()

        leaf = self.leaf.to_dict()

        leaf_hash = self.leaf_hash

        leaf_index = self.leaf_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "audit_path": audit_path,
                "head": head,
                "leaf": leaf,
                "leaf_hash": leaf_hash,
                "leaf_index": leaf_index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_leaf import LogLeaf  # noqa: PLC0415
        from ..models.signed_tree_head import SignedTreeHead  # noqa: PLC0415

        d = dict(src_dict)
        audit_path = cast(list[str], d.pop("audit_path"))

        head = SignedTreeHead.from_dict(d.pop("head"))

        leaf = LogLeaf.from_dict(d.pop("leaf"))

        leaf_hash = d.pop("leaf_hash")

        leaf_index = d.pop("leaf_index")

        inclusion_proof = cls(
            audit_path=audit_path,
            head=head,
            leaf=leaf,
            leaf_hash=leaf_hash,
            leaf_index=leaf_index,
        )

        inclusion_proof.additional_properties = d
        return inclusion_proof

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
