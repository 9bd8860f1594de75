from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_state_phase import TrendingKittensStatePhase

if TYPE_CHECKING:
    from ..models.trending_kittens_choice import TrendingKittensChoice
    from ..models.trending_kittens_faction import TrendingKittensFaction
    from ..models.trending_kittens_game_result import TrendingKittensGameResult
    from ..models.trending_kittens_placed import TrendingKittensPlaced
    from ..models.trending_kittens_rules import TrendingKittensRules


T = TypeVar("T", bound="TrendingKittensState")


@_attrs_define
class TrendingKittensState:
    """
    Attributes:
        board (list[TrendingKittensPlaced]):
        choice (None | TrendingKittensChoice):
        decks (list[list[str]]):
        factions (list[TrendingKittensFaction]):
        first_seat (int):  Default: 0.
        game_number (int):  Default: 0.
        hands (list[list[str]]):
        phase (TrendingKittensStatePhase):  Default: TrendingKittensStatePhase.WAITING.
        results (list[TrendingKittensGameResult]):
        rules (TrendingKittensRules): The checked options a game is played by. `teams[seat]` is its side label.
        seats (int):
        turn (int):  Default: 0.
        winners (list[int]):
    """

    board: list[TrendingKittensPlaced]
    choice: None | TrendingKittensChoice
    decks: list[list[str]]
    factions: list[TrendingKittensFaction]
    hands: list[list[str]]
    results: list[TrendingKittensGameResult]
    rules: TrendingKittensRules
    seats: int
    winners: list[int]
    first_seat: int = 0
    game_number: int = 0
    phase: TrendingKittensStatePhase = TrendingKittensStatePhase.WAITING
    turn: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trending_kittens_choice import TrendingKittensChoice  # noqa: PLC0415

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        choice: dict[str, Any] | None
        if isinstance(self.choice, TrendingKittensChoice):
            choice = self.choice.to_dict()
        else:
            choice = self.choice

        decks = []
        for decks_item_data in self.decks:
            decks_item = decks_item_data

            decks.append(decks_item)

        factions = []
        for factions_item_data in self.factions:
            factions_item = factions_item_data.to_dict()
            factions.append(factions_item)

        first_seat = self.first_seat

        game_number = self.game_number

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        phase = self.phase.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        rules = self.rules.to_dict()

        seats = self.seats

        turn = self.turn

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "choice": choice,
                "decks": decks,
                "factions": factions,
                "first_seat": first_seat,
                "game_number": game_number,
                "hands": hands,
                "phase": phase,
                "results": results,
                "rules": rules,
                "seats": seats,
                "turn": turn,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_choice import TrendingKittensChoice  # noqa: PLC0415
        from ..models.trending_kittens_faction import TrendingKittensFaction  # noqa: PLC0415
        from ..models.trending_kittens_game_result import TrendingKittensGameResult  # noqa: PLC0415
        from ..models.trending_kittens_placed import TrendingKittensPlaced  # noqa: PLC0415
        from ..models.trending_kittens_rules import TrendingKittensRules  # noqa: PLC0415

        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = TrendingKittensPlaced.from_dict(board_item_data)

            board.append(board_item)

        def _parse_choice(data: object) -> None | TrendingKittensChoice:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                choice_type_0 = TrendingKittensChoice.from_dict(data)

                return choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensChoice, data)

        choice = _parse_choice(d.pop("choice"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = cast(list[str], decks_item_data)

            decks.append(decks_item)

        factions = []
        _factions = d.pop("factions")
        for factions_item_data in _factions:
            factions_item = TrendingKittensFaction.from_dict(factions_item_data)

            factions.append(factions_item)

        first_seat = d.pop("first_seat")

        game_number = d.pop("game_number")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        phase = TrendingKittensStatePhase(d.pop("phase"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = TrendingKittensGameResult.from_dict(results_item_data)

            results.append(results_item)

        rules = TrendingKittensRules.from_dict(d.pop("rules"))

        seats = d.pop("seats")

        turn = d.pop("turn")

        winners = cast(list[int], d.pop("winners"))

        trending_kittens_state = cls(
            board=board,
            choice=choice,
            decks=decks,
            factions=factions,
            first_seat=first_seat,
            game_number=game_number,
            hands=hands,
            phase=phase,
            results=results,
            rules=rules,
            seats=seats,
            turn=turn,
            winners=winners,
        )

        trending_kittens_state.additional_properties = d
        return trending_kittens_state

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
