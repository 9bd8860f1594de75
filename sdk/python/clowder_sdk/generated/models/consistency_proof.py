from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.signed_tree_head import SignedTreeHead


T = TypeVar("T", bound="ConsistencyProof")


@_attrs_define
class ConsistencyProof:
    """
    Attributes:
        first (SignedTreeHead): The log as it stood at `timestamp`: `tree_size` leaves with root `root_hash` (hex),
            signed.
        proof (list[str]):
        second (SignedTreeHead): The log as it stood at `timestamp`: `tree_size` leaves with root `root_hash` (hex),
            signed.
    """

    first: SignedTreeHead
    proof: list[str]
    second: SignedTreeHead
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first = self.first.to_dict()

        proof = self.proof

        second = self.second.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first": first,
                "proof": proof,
                "second": second,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_tree_head import SignedTreeHead  # noqa: PLC0415

        d = dict(src_dict)
        first = SignedTreeHead.from_dict(d.pop("first"))

        proof = cast(list[str], d.pop("proof"))

        second = SignedTreeHead.from_dict(d.pop("second"))

        consistency_proof = cls(
            first=first,
            proof=proof,
            second=second,
        )

        consistency_proof.additional_properties = d
        return consistency_proof

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
