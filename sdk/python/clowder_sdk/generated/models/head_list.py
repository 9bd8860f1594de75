from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.signed_tree_head import SignedTreeHead


T = TypeVar("T", bound="HeadList")


@_attrs_define
class HeadList:
    """
    Attributes:
        heads (list[SignedTreeHead]):
        next_ (None | str):
    """

    heads: list[SignedTreeHead]
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        heads = []
        for heads_item_data in self.heads:
            heads_item = heads_item_data.to_dict()
            heads.append(heads_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "heads": heads,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_tree_head import SignedTreeHead  # noqa: PLC0415

        d = dict(src_dict)
        heads = []
        _heads = d.pop("heads")
        for heads_item_data in _heads:
            heads_item = SignedTreeHead.from_dict(heads_item_data)

            heads.append(heads_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        head_list = cls(
            heads=heads,
            next_=next_,
        )

        head_list.additional_properties = d
        return head_list

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
