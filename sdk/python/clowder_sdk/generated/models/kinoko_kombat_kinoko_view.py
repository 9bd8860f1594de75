from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_kinoko_view_phase import KinokoKombatKinokoViewPhase

if TYPE_CHECKING:
    from ..models.kinoko_kombat_center_view import KinokoKombatCenterView
    from ..models.kinoko_kombat_point_table import KinokoKombatPointTable
    from ..models.kinoko_kombat_seat_view import KinokoKombatSeatView
    from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared
    from ..models.kinoko_kombat_you_view import KinokoKombatYouView


T = TypeVar("T", bound="KinokoKombatKinokoView")


@_attrs_define
class KinokoKombatKinokoView:
    """
    Attributes:
        centers (list[KinokoKombatCenterView]):
        first_player (int):
        phase (KinokoKombatKinokoViewPhase):
        points (KinokoKombatPointTable): Points per tier; override any subset, e.g. `{"pair": {"crown": 2, "second":
            1}}`.
        results (list[KinokoKombatTeamsCompared]):
        round_ (int):
        rounds (int):
        scores (list[int]):
        seats (list[KinokoKombatSeatView]):
        turn (int | None):
        turn_number (int | None):
        viewer (int | None):
        winner (int | None):
        you (KinokoKombatYouView | None):
    """

    centers: list[KinokoKombatCenterView]
    first_player: int
    phase: KinokoKombatKinokoViewPhase
    points: KinokoKombatPointTable
    results: list[KinokoKombatTeamsCompared]
    round_: int
    rounds: int
    scores: list[int]
    seats: list[KinokoKombatSeatView]
    turn: int | None
    turn_number: int | None
    viewer: int | None
    winner: int | None
    you: KinokoKombatYouView | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kinoko_kombat_you_view import KinokoKombatYouView  # noqa: PLC0415

        centers = []
        for centers_item_data in self.centers:
            centers_item = centers_item_data.to_dict()
            centers.append(centers_item)

        first_player = self.first_player

        phase = self.phase.value

        points = self.points.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        round_ = self.round_

        rounds = self.rounds

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        turn: int | None
        turn = self.turn

        turn_number: int | None
        turn_number = self.turn_number

        viewer: int | None
        viewer = self.viewer

        winner: int | None
        winner = self.winner

        you: dict[str, Any] | None
        if isinstance(self.you, KinokoKombatYouView):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "centers": centers,
                "first_player": first_player,
                "phase": phase,
                "points": points,
                "results": results,
                "round": round_,
                "rounds": rounds,
                "scores": scores,
                "seats": seats,
                "turn": turn,
                "turn_number": turn_number,
                "viewer": viewer,
                "winner": winner,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_center_view import KinokoKombatCenterView  # noqa: PLC0415
        from ..models.kinoko_kombat_point_table import KinokoKombatPointTable  # noqa: PLC0415
        from ..models.kinoko_kombat_seat_view import KinokoKombatSeatView  # noqa: PLC0415
        from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared  # noqa: PLC0415
        from ..models.kinoko_kombat_you_view import KinokoKombatYouView  # noqa: PLC0415

        d = dict(src_dict)
        centers = []
        _centers = d.pop("centers")
        for centers_item_data in _centers:
            centers_item = KinokoKombatCenterView.from_dict(centers_item_data)

            centers.append(centers_item)

        first_player = d.pop("first_player")

        phase = KinokoKombatKinokoViewPhase(d.pop("phase"))

        points = KinokoKombatPointTable.from_dict(d.pop("points"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = KinokoKombatTeamsCompared.from_dict(results_item_data)

            results.append(results_item)

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        scores = cast(list[int], d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = KinokoKombatSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        def _parse_turn_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_number = _parse_turn_number(d.pop("turn_number"))

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_you(data: object) -> KinokoKombatYouView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = KinokoKombatYouView.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatYouView | None, data)

        you = _parse_you(d.pop("you"))

        kinoko_kombat_kinoko_view = cls(
            centers=centers,
            first_player=first_player,
            phase=phase,
            points=points,
            results=results,
            round_=round_,
            rounds=rounds,
            scores=scores,
            seats=seats,
            turn=turn,
            turn_number=turn_number,
            viewer=viewer,
            winner=winner,
            you=you,
        )

        kinoko_kombat_kinoko_view.additional_properties = d
        return kinoko_kombat_kinoko_view

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
