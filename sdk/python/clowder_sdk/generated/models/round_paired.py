from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.match import Match


T = TypeVar("T", bound="RoundPaired")


@_attrs_define
class RoundPaired:
    """
    Attributes:
        matches (list[Match]):
        round_ (int):
        type_ (Literal['round_paired']):  Default: 'round_paired'.
    """

    matches: list[Match]
    round_: int
    type_: Literal["round_paired"] = "round_paired"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "matches": matches,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match import Match  # noqa: PLC0415

        d = dict(src_dict)
        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = Match.from_dict(matches_item_data)

            matches.append(matches_item)

        round_ = d.pop("round")

        type_ = cast(Literal["round_paired"], d.pop("type"))
        if type_ != "round_paired":
            raise ValueError(f"type must match const 'round_paired', got '{type_}'")

        round_paired = cls(
            matches=matches,
            round_=round_,
            type_=type_,
        )

        round_paired.additional_properties = d
        return round_paired

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
