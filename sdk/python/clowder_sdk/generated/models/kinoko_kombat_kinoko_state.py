from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_kinoko_state_phase import KinokoKombatKinokoStatePhase

if TYPE_CHECKING:
    from ..models.kinoko_kombat_center_slot import KinokoKombatCenterSlot
    from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions
    from ..models.kinoko_kombat_seat_round import KinokoKombatSeatRound
    from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared


T = TypeVar("T", bound="KinokoKombatKinokoState")


@_attrs_define
class KinokoKombatKinokoState:
    """
    Attributes:
        centers (list[KinokoKombatCenterSlot]):
        first_player (int):  Default: 0.
        options (KinokoKombatKinokoOptions): `points`: the Reference card point table (see docs/rules/kinoko-kombat.md).

            `two_player_pairing`: how the two rows pair up in the 2-player variant.

            `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
            two players uniformly. Games created before it get `first-of-colour-v1`,
            the deal they were dealt by.
        phase (KinokoKombatKinokoStatePhase):  Default: KinokoKombatKinokoStatePhase.SETUP.
        players (list[KinokoKombatSeatRound]):
        results (list[KinokoKombatTeamsCompared]):
        round_ (int):  Default: 0.
        scores (list[int]):
        seats (int):
        turn (int):  Default: 0.
        winner (int | None):
    """

    centers: list[KinokoKombatCenterSlot]
    options: KinokoKombatKinokoOptions
    players: list[KinokoKombatSeatRound]
    results: list[KinokoKombatTeamsCompared]
    scores: list[int]
    seats: int
    winner: int | None
    first_player: int = 0
    phase: KinokoKombatKinokoStatePhase = KinokoKombatKinokoStatePhase.SETUP
    round_: int = 0
    turn: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        centers = []
        for centers_item_data in self.centers:
            centers_item = centers_item_data.to_dict()
            centers.append(centers_item)

        first_player = self.first_player

        options = self.options.to_dict()

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        round_ = self.round_

        scores = self.scores

        seats = self.seats

        turn = self.turn

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "centers": centers,
                "first_player": first_player,
                "options": options,
                "phase": phase,
                "players": players,
                "results": results,
                "round": round_,
                "scores": scores,
                "seats": seats,
                "turn": turn,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_center_slot import KinokoKombatCenterSlot  # noqa: PLC0415
        from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions  # noqa: PLC0415
        from ..models.kinoko_kombat_seat_round import KinokoKombatSeatRound  # noqa: PLC0415
        from ..models.kinoko_kombat_teams_compared import KinokoKombatTeamsCompared  # noqa: PLC0415

        d = dict(src_dict)
        centers = []
        _centers = d.pop("centers")
        for centers_item_data in _centers:
            centers_item = KinokoKombatCenterSlot.from_dict(centers_item_data)

            centers.append(centers_item)

        first_player = d.pop("first_player")

        options = KinokoKombatKinokoOptions.from_dict(d.pop("options"))

        phase = KinokoKombatKinokoStatePhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = KinokoKombatSeatRound.from_dict(players_item_data)

            players.append(players_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = KinokoKombatTeamsCompared.from_dict(results_item_data)

            results.append(results_item)

        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))

        seats = d.pop("seats")

        turn = d.pop("turn")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        kinoko_kombat_kinoko_state = cls(
            centers=centers,
            first_player=first_player,
            options=options,
            phase=phase,
            players=players,
            results=results,
            round_=round_,
            scores=scores,
            seats=seats,
            turn=turn,
            winner=winner,
        )

        kinoko_kombat_kinoko_state.additional_properties = d
        return kinoko_kombat_kinoko_state

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
