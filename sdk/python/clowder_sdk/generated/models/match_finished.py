from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_finished_reason import MatchFinishedReason

T = TypeVar("T", bound="MatchFinished")


@_attrs_define
class MatchFinished:
    """
    Attributes:
        advancing (list[str]):
        entrants (list[str]):
        match_id (str):
        placements (list[int]):
        points (list[float]):
        reason (MatchFinishedReason):  Default: MatchFinishedReason.PLAYED.
        type_ (Literal['match_finished']):  Default: 'match_finished'.
    """

    advancing: list[str]
    entrants: list[str]
    match_id: str
    placements: list[int]
    points: list[float]
    reason: MatchFinishedReason = MatchFinishedReason.PLAYED
    type_: Literal["match_finished"] = "match_finished"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        advancing = self.advancing

        entrants = self.entrants

        match_id = self.match_id

        placements = self.placements

        points = self.points

        reason = self.reason.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advancing": advancing,
                "entrants": entrants,
                "match_id": match_id,
                "placements": placements,
                "points": points,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        advancing = cast(list[str], d.pop("advancing"))

        entrants = cast(list[str], d.pop("entrants"))

        match_id = d.pop("match_id")

        placements = cast(list[int], d.pop("placements"))

        points = cast(list[float], d.pop("points"))

        reason = MatchFinishedReason(d.pop("reason"))

        type_ = cast(Literal["match_finished"], d.pop("type"))
        if type_ != "match_finished":
            raise ValueError(f"type must match const 'match_finished', got '{type_}'")

        match_finished = cls(
            advancing=advancing,
            entrants=entrants,
            match_id=match_id,
            placements=placements,
            points=points,
            reason=reason,
            type_=type_,
        )

        match_finished.additional_properties = d
        return match_finished

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
