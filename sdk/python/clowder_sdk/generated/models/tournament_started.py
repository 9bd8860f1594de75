from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TournamentStarted")


@_attrs_define
class TournamentStarted:
    """
    Attributes:
        entrants (list[str]):
        rounds (int):
        type_ (Literal['tournament_started']):  Default: 'tournament_started'.
    """

    entrants: list[str]
    rounds: int
    type_: Literal["tournament_started"] = "tournament_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrants = self.entrants

        rounds = self.rounds

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrants": entrants,
                "rounds": rounds,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entrants = cast(list[str], d.pop("entrants"))

        rounds = d.pop("rounds")

        type_ = cast(Literal["tournament_started"], d.pop("type"))
        if type_ != "tournament_started":
            raise ValueError(f"type must match const 'tournament_started', got '{type_}'")

        tournament_started = cls(
            entrants=entrants,
            rounds=rounds,
            type_=type_,
        )

        tournament_started.additional_properties = d
        return tournament_started

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
