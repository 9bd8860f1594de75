from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensTiebreakCalled")


@_attrs_define
class KombatKittensTiebreakCalled:
    """
    Attributes:
        scores (list[int]):
        seats (list[int]):
        type_ (Literal['tiebreak_called']):  Default: 'tiebreak_called'.
    """

    scores: list[int]
    seats: list[int]
    type_: Literal["tiebreak_called"] = "tiebreak_called"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        seats = cast(list[int], d.pop("seats"))

        type_ = cast(Literal["tiebreak_called"], d.pop("type"))
        if type_ != "tiebreak_called":
            raise ValueError(f"type must match const 'tiebreak_called', got '{type_}'")

        kombat_kittens_tiebreak_called = cls(
            scores=scores,
            seats=seats,
            type_=type_,
        )

        kombat_kittens_tiebreak_called.additional_properties = d
        return kombat_kittens_tiebreak_called

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
