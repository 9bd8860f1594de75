from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seek_view import SeekView


T = TypeVar("T", bound="SeekList")


@_attrs_define
class SeekList:
    """
    Attributes:
        seeks (list[SeekView]):
    """

    seeks: list[SeekView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seeks = []
        for seeks_item_data in self.seeks:
            seeks_item = seeks_item_data.to_dict()
            seeks.append(seeks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seeks": seeks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_view import SeekView  # noqa: PLC0415

        d = dict(src_dict)
        seeks = []
        _seeks = d.pop("seeks")
        for seeks_item_data in _seeks:
            seeks_item = SeekView.from_dict(seeks_item_data)

            seeks.append(seeks_item)

        seek_list = cls(
            seeks=seeks,
        )

        seek_list.additional_properties = d
        return seek_list

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
