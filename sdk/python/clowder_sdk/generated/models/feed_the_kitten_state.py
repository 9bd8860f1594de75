from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_the_kitten_state_phase import FeedTheKittenStatePhase

if TYPE_CHECKING:
    from ..models.feed_the_kitten_options import FeedTheKittenOptions


T = TypeVar("T", bound="FeedTheKittenState")


@_attrs_define
class FeedTheKittenState:
    """`draw_pile` lists its top card first; `play_pile` its top card last.

    `waiting` is the table before `start` deals the first round.
    Hands are kept sorted so equal tables compare equal.

        Attributes:
            cans (list[int]):
            draw_pile (list[int]):
            hands (list[list[int]]):
            kitten (int):  Default: 0.
            options (FeedTheKittenOptions): `cans_to_win`: cans of food that win the game (3; 4 or 5 with 2-3 players).

                `draw_after_renewal`: see `DRAW_AFTER_RENEWAL`; games created before
                the option existed get `always` (`LEGACY_OPTIONS`).
            phase (FeedTheKittenStatePhase):  Default: FeedTheKittenStatePhase.WAITING.
            play_pile (list[int]):
            renewed (bool):  Default: False.
            round_ (int):  Default: 0.
            seats (int):
            turn (int):  Default: 0.
            winner (int | None):
    """

    cans: list[int]
    draw_pile: list[int]
    hands: list[list[int]]
    options: FeedTheKittenOptions
    play_pile: list[int]
    seats: int
    winner: int | None
    kitten: int = 0
    phase: FeedTheKittenStatePhase = FeedTheKittenStatePhase.WAITING
    renewed: bool = False
    round_: int = 0
    turn: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cans = self.cans

        draw_pile = self.draw_pile

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        kitten = self.kitten

        options = self.options.to_dict()

        phase = self.phase.value

        play_pile = self.play_pile

        renewed = self.renewed

        round_ = self.round_

        seats = self.seats

        turn = self.turn

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cans": cans,
                "draw_pile": draw_pile,
                "hands": hands,
                "kitten": kitten,
                "options": options,
                "phase": phase,
                "play_pile": play_pile,
                "renewed": renewed,
                "round": round_,
                "seats": seats,
                "turn": turn,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_options import FeedTheKittenOptions  # noqa: PLC0415

        d = dict(src_dict)
        cans = cast(list[int], d.pop("cans"))

        draw_pile = cast(list[int], d.pop("draw_pile"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[int], hands_item_data)

            hands.append(hands_item)

        kitten = d.pop("kitten")

        options = FeedTheKittenOptions.from_dict(d.pop("options"))

        phase = FeedTheKittenStatePhase(d.pop("phase"))

        play_pile = cast(list[int], d.pop("play_pile"))

        renewed = d.pop("renewed")

        round_ = d.pop("round")

        seats = d.pop("seats")

        turn = d.pop("turn")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        feed_the_kitten_state = cls(
            cans=cans,
            draw_pile=draw_pile,
            hands=hands,
            kitten=kitten,
            options=options,
            phase=phase,
            play_pile=play_pile,
            renewed=renewed,
            round_=round_,
            seats=seats,
            turn=turn,
            winner=winner,
        )

        feed_the_kitten_state.additional_properties = d
        return feed_the_kitten_state

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
