from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.standing import Standing
    from ..models.tournament_state import TournamentState
    from ..models.tournament_view_handles import TournamentViewHandles
    from ..models.tournament_view_ratings import TournamentViewRatings


T = TypeVar("T", bound="TournamentView")


@_attrs_define
class TournamentView:
    """
    Attributes:
        decision_seconds (float | None):
        handles (TournamentViewHandles):
        organizer (str):
        ratings (TournamentViewRatings):
        standings (list[Standing]):
        state (TournamentState):
        tournament_id (str):
        version (int):
    """

    decision_seconds: float | None
    handles: TournamentViewHandles
    organizer: str
    ratings: TournamentViewRatings
    standings: list[Standing]
    state: TournamentState
    tournament_id: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision_seconds: float | None
        decision_seconds = self.decision_seconds

        handles = self.handles.to_dict()

        organizer = self.organizer

        ratings = self.ratings.to_dict()

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        state = self.state.to_dict()

        tournament_id = self.tournament_id

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision_seconds": decision_seconds,
                "handles": handles,
                "organizer": organizer,
                "ratings": ratings,
                "standings": standings,
                "state": state,
                "tournament_id": tournament_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing import Standing  # noqa: PLC0415
        from ..models.tournament_state import TournamentState  # noqa: PLC0415
        from ..models.tournament_view_handles import TournamentViewHandles  # noqa: PLC0415
        from ..models.tournament_view_ratings import TournamentViewRatings  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_decision_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        handles = TournamentViewHandles.from_dict(d.pop("handles"))

        organizer = d.pop("organizer")

        ratings = TournamentViewRatings.from_dict(d.pop("ratings"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        state = TournamentState.from_dict(d.pop("state"))

        tournament_id = d.pop("tournament_id")

        version = d.pop("version")

        tournament_view = cls(
            decision_seconds=decision_seconds,
            handles=handles,
            organizer=organizer,
            ratings=ratings,
            standings=standings,
            state=state,
            tournament_id=tournament_id,
            version=version,
        )

        tournament_view.additional_properties = d
        return tournament_view

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
