from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RoundFinished")


@_attrs_define
class RoundFinished:
    """
    Attributes:
        round_ (int):
        type_ (Literal['round_finished']):  Default: 'round_finished'.
    """

    round_: int
    type_: Literal["round_finished"] = "round_finished"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        type_ = cast(Literal["round_finished"], d.pop("type"))
        if type_ != "round_finished":
            raise ValueError(f"type must match const 'round_finished', got '{type_}'")

        round_finished = cls(
            round_=round_,
            type_=type_,
        )

        round_finished.additional_properties = d
        return round_finished

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
