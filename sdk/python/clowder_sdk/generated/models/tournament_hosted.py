from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TournamentHosted")


@_attrs_define
class TournamentHosted:
    """
    Attributes:
        decision_seconds (float | None):
        organizer (str):
        tournament_id (str):
        type_ (Literal['hosting.tournament_hosted']):  Default: 'hosting.tournament_hosted'.
    """

    decision_seconds: float | None
    organizer: str
    tournament_id: str
    type_: Literal["hosting.tournament_hosted"] = "hosting.tournament_hosted"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision_seconds: float | None
        decision_seconds = self.decision_seconds

        organizer = self.organizer

        tournament_id = self.tournament_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision_seconds": decision_seconds,
                "organizer": organizer,
                "tournament_id": tournament_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_decision_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        organizer = d.pop("organizer")

        tournament_id = d.pop("tournament_id")

        type_ = cast(Literal["hosting.tournament_hosted"], d.pop("type"))
        if type_ != "hosting.tournament_hosted":
            raise ValueError(f"type must match const 'hosting.tournament_hosted', got '{type_}'")

        tournament_hosted = cls(
            decision_seconds=decision_seconds,
            organizer=organizer,
            tournament_id=tournament_id,
            type_=type_,
        )

        tournament_hosted.additional_properties = d
        return tournament_hosted

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
