from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_the_kitten_view_phase import FeedTheKittenViewPhase

if TYPE_CHECKING:
    from ..models.feed_the_kitten_seat_view import FeedTheKittenSeatView


T = TypeVar("T", bound="FeedTheKittenView")


@_attrs_define
class FeedTheKittenView:
    """`hand` is the viewer's own hand (`None` for a spectator); every
    seat's hand size is public, as it is across a real table.

        Attributes:
            cans_to_win (int):
            draw_pile_size (int):
            hand (list[int] | None):
            kitten_holder (int):
            phase (FeedTheKittenViewPhase):
            play_pile_size (int):
            round_ (int):
            seats (list[FeedTheKittenSeatView]):
            top_card (int | None):
            turn (int | None):
            viewer (int | None):
            winner (int | None):
    """

    cans_to_win: int
    draw_pile_size: int
    hand: list[int] | None
    kitten_holder: int
    phase: FeedTheKittenViewPhase
    play_pile_size: int
    round_: int
    seats: list[FeedTheKittenSeatView]
    top_card: int | None
    turn: int | None
    viewer: int | None
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cans_to_win = self.cans_to_win

        draw_pile_size = self.draw_pile_size

        hand: list[int] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        kitten_holder = self.kitten_holder

        phase = self.phase.value

        play_pile_size = self.play_pile_size

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        top_card: int | None
        top_card = self.top_card

        turn: int | None
        turn = self.turn

        viewer: int | None
        viewer = self.viewer

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cans_to_win": cans_to_win,
                "draw_pile_size": draw_pile_size,
                "hand": hand,
                "kitten_holder": kitten_holder,
                "phase": phase,
                "play_pile_size": play_pile_size,
                "round": round_,
                "seats": seats,
                "top_card": top_card,
                "turn": turn,
                "viewer": viewer,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_seat_view import FeedTheKittenSeatView  # noqa: PLC0415

        d = dict(src_dict)
        cans_to_win = d.pop("cans_to_win")

        draw_pile_size = d.pop("draw_pile_size")

        def _parse_hand(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[int], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hand = _parse_hand(d.pop("hand"))

        kitten_holder = d.pop("kitten_holder")

        phase = FeedTheKittenViewPhase(d.pop("phase"))

        play_pile_size = d.pop("play_pile_size")

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = FeedTheKittenSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_top_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        top_card = _parse_top_card(d.pop("top_card"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

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

        feed_the_kitten_view = cls(
            cans_to_win=cans_to_win,
            draw_pile_size=draw_pile_size,
            hand=hand,
            kitten_holder=kitten_holder,
            phase=phase,
            play_pile_size=play_pile_size,
            round_=round_,
            seats=seats,
            top_card=top_card,
            turn=turn,
            viewer=viewer,
            winner=winner,
        )

        feed_the_kitten_view.additional_properties = d
        return feed_the_kitten_view

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
