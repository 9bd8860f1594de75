from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_state_phase import TournamentStatePhase

if TYPE_CHECKING:
    from ..models.entrant import Entrant
    from ..models.match_state import MatchState
    from ..models.settings import Settings
    from ..models.standing import Standing


T = TypeVar("T", bound="TournamentState")


@_attrs_define
class TournamentState:
    """
    Attributes:
        completed_rounds (int):  Default: 0.
        entrants (list[Entrant]):
        final_standings (list[Standing]):
        matches (list[MatchState]):
        phase (TournamentStatePhase):  Default: TournamentStatePhase.NEW.
        round_ (int):  Default: 0.
        rounds (int):  Default: 0.
        settings (None | Settings):
    """

    entrants: list[Entrant]
    final_standings: list[Standing]
    matches: list[MatchState]
    settings: None | Settings
    completed_rounds: int = 0
    phase: TournamentStatePhase = TournamentStatePhase.NEW
    round_: int = 0
    rounds: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.settings import Settings  # noqa: PLC0415

        completed_rounds = self.completed_rounds

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)

        final_standings = []
        for final_standings_item_data in self.final_standings:
            final_standings_item = final_standings_item_data.to_dict()
            final_standings.append(final_standings_item)

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        phase = self.phase.value

        round_ = self.round_

        rounds = self.rounds

        settings: dict[str, Any] | None
        if isinstance(self.settings, Settings):
            settings = self.settings.to_dict()
        else:
            settings = self.settings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "completed_rounds": completed_rounds,
                "entrants": entrants,
                "final_standings": final_standings,
                "matches": matches,
                "phase": phase,
                "round": round_,
                "rounds": rounds,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entrant import Entrant  # noqa: PLC0415
        from ..models.match_state import MatchState  # noqa: PLC0415
        from ..models.settings import Settings  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        completed_rounds = d.pop("completed_rounds")

        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in _entrants:
            entrants_item = Entrant.from_dict(entrants_item_data)

            entrants.append(entrants_item)

        final_standings = []
        _final_standings = d.pop("final_standings")
        for final_standings_item_data in _final_standings:
            final_standings_item = Standing.from_dict(final_standings_item_data)

            final_standings.append(final_standings_item)

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = MatchState.from_dict(matches_item_data)

            matches.append(matches_item)

        phase = TournamentStatePhase(d.pop("phase"))

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        def _parse_settings(data: object) -> None | Settings:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settings_type_0 = Settings.from_dict(data)

                return settings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Settings, data)

        settings = _parse_settings(d.pop("settings"))

        tournament_state = cls(
            completed_rounds=completed_rounds,
            entrants=entrants,
            final_standings=final_standings,
            matches=matches,
            phase=phase,
            round_=round_,
            rounds=rounds,
            settings=settings,
        )

        tournament_state.additional_properties = d
        return tournament_state

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
