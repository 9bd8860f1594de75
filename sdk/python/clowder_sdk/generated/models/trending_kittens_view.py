from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_view_phase import TrendingKittensViewPhase

if TYPE_CHECKING:
    from ..models.trending_kittens_card_face import TrendingKittensCardFace
    from ..models.trending_kittens_cell_view import TrendingKittensCellView
    from ..models.trending_kittens_choice_view import TrendingKittensChoiceView
    from ..models.trending_kittens_game_result import TrendingKittensGameResult
    from ..models.trending_kittens_seat_view import TrendingKittensSeatView
    from ..models.trending_kittens_side_view import TrendingKittensSideView


T = TypeVar("T", bound="TrendingKittensView")


@_attrs_define
class TrendingKittensView:
    """
    Attributes:
        best_of (int):
        board (list[TrendingKittensCellView]):
        choice (None | TrendingKittensChoiceView):
        empty_places (str):
        first_seat (int):
        game_number (int):
        hand (list[TrendingKittensCardFace]):
        lead_bonus (int):
        match_ties (str):
        over_limit (str):
        phase (TrendingKittensViewPhase):
        results (list[TrendingKittensGameResult]):
        seats (list[TrendingKittensSeatView]):
        sides (list[TrendingKittensSideView]):
        team_play (bool):
        turn (int | None):
        winners (list[int]):
        wins_needed (int | None):
        you (int | None):
    """

    best_of: int
    board: list[TrendingKittensCellView]
    choice: None | TrendingKittensChoiceView
    empty_places: str
    first_seat: int
    game_number: int
    hand: list[TrendingKittensCardFace]
    lead_bonus: int
    match_ties: str
    over_limit: str
    phase: TrendingKittensViewPhase
    results: list[TrendingKittensGameResult]
    seats: list[TrendingKittensSeatView]
    sides: list[TrendingKittensSideView]
    team_play: bool
    turn: int | None
    winners: list[int]
    wins_needed: int | None
    you: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trending_kittens_choice_view import TrendingKittensChoiceView  # noqa: PLC0415

        best_of = self.best_of

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        choice: dict[str, Any] | None
        if isinstance(self.choice, TrendingKittensChoiceView):
            choice = self.choice.to_dict()
        else:
            choice = self.choice

        empty_places = self.empty_places

        first_seat = self.first_seat

        game_number = self.game_number

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)

        lead_bonus = self.lead_bonus

        match_ties = self.match_ties

        over_limit = self.over_limit

        phase = self.phase.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)

        team_play = self.team_play

        turn: int | None
        turn = self.turn

        winners = self.winners

        wins_needed: int | None
        wins_needed = self.wins_needed

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "best_of": best_of,
                "board": board,
                "choice": choice,
                "empty_places": empty_places,
                "first_seat": first_seat,
                "game_number": game_number,
                "hand": hand,
                "lead_bonus": lead_bonus,
                "match_ties": match_ties,
                "over_limit": over_limit,
                "phase": phase,
                "results": results,
                "seats": seats,
                "sides": sides,
                "team_play": team_play,
                "turn": turn,
                "winners": winners,
                "wins_needed": wins_needed,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_card_face import TrendingKittensCardFace  # noqa: PLC0415
        from ..models.trending_kittens_cell_view import TrendingKittensCellView  # noqa: PLC0415
        from ..models.trending_kittens_choice_view import TrendingKittensChoiceView  # noqa: PLC0415
        from ..models.trending_kittens_game_result import TrendingKittensGameResult  # noqa: PLC0415
        from ..models.trending_kittens_seat_view import TrendingKittensSeatView  # noqa: PLC0415
        from ..models.trending_kittens_side_view import TrendingKittensSideView  # noqa: PLC0415

        d = dict(src_dict)
        best_of = d.pop("best_of")

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = TrendingKittensCellView.from_dict(board_item_data)

            board.append(board_item)

        def _parse_choice(data: object) -> None | TrendingKittensChoiceView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                choice_type_0 = TrendingKittensChoiceView.from_dict(data)

                return choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensChoiceView, data)

        choice = _parse_choice(d.pop("choice"))

        empty_places = d.pop("empty_places")

        first_seat = d.pop("first_seat")

        game_number = d.pop("game_number")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = TrendingKittensCardFace.from_dict(hand_item_data)

            hand.append(hand_item)

        lead_bonus = d.pop("lead_bonus")

        match_ties = d.pop("match_ties")

        over_limit = d.pop("over_limit")

        phase = TrendingKittensViewPhase(d.pop("phase"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = TrendingKittensGameResult.from_dict(results_item_data)

            results.append(results_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = TrendingKittensSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = TrendingKittensSideView.from_dict(sides_item_data)

            sides.append(sides_item)

        team_play = d.pop("team_play")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        winners = cast(list[int], d.pop("winners"))

        def _parse_wins_needed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wins_needed = _parse_wins_needed(d.pop("wins_needed"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        trending_kittens_view = cls(
            best_of=best_of,
            board=board,
            choice=choice,
            empty_places=empty_places,
            first_seat=first_seat,
            game_number=game_number,
            hand=hand,
            lead_bonus=lead_bonus,
            match_ties=match_ties,
            over_limit=over_limit,
            phase=phase,
            results=results,
            seats=seats,
            sides=sides,
            team_play=team_play,
            turn=turn,
            winners=winners,
            wins_needed=wins_needed,
            you=you,
        )

        trending_kittens_view.additional_properties = d
        return trending_kittens_view

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
