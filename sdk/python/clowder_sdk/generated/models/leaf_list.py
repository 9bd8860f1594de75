from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.logged_leaf import LoggedLeaf


T = TypeVar("T", bound="LeafList")


@_attrs_define
class LeafList:
    """
    Attributes:
        leaves (list[LoggedLeaf]):
        next_ (None | str):
    """

    leaves: list[LoggedLeaf]
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leaves = []
        for leaves_item_data in self.leaves:
            leaves_item = leaves_item_data.to_dict()
            leaves.append(leaves_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leaves": leaves,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.logged_leaf import LoggedLeaf  # noqa: PLC0415

        d = dict(src_dict)
        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in _leaves:
            leaves_item = LoggedLeaf.from_dict(leaves_item_data)

            leaves.append(leaves_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        leaf_list = cls(
            leaves=leaves,
            next_=next_,
        )

        leaf_list.additional_properties = d
        return leaf_list

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
