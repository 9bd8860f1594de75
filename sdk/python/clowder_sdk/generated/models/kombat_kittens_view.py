from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_view_phase import KombatKittensViewPhase

if TYPE_CHECKING:
    from ..models.kombat_kittens_card import KombatKittensCard
    from ..models.kombat_kittens_fight_view import KombatKittensFightView
    from ..models.kombat_kittens_seat_view import KombatKittensSeatView


T = TypeVar("T", bound="KombatKittensView")


@_attrs_define
class KombatKittensView:
    """
    Attributes:
        deck (int):
        dogs_left_in_draw_pile (int):
        dogs_set_aside (list[KombatKittensCard]):
        dogs_waiting (list[KombatKittensCard]):
        draw_pile_size (int):
        fight (KombatKittensFightView | None):
        final_deck (int):
        litter_box (list[KombatKittensCard]):
        nine_follows_seven (bool):
        pending_seats (list[int]):
        phase (KombatKittensViewPhase):
        recruits (list[KombatKittensCard]):
        scores (list[int]):
        seats (list[KombatKittensSeatView]):
        turn (int):
        viewer (int | None):
        winners (list[int]):
        your_hand (list[KombatKittensCard] | None):
    """

    deck: int
    dogs_left_in_draw_pile: int
    dogs_set_aside: list[KombatKittensCard]
    dogs_waiting: list[KombatKittensCard]
    draw_pile_size: int
    fight: KombatKittensFightView | None
    final_deck: int
    litter_box: list[KombatKittensCard]
    nine_follows_seven: bool
    pending_seats: list[int]
    phase: KombatKittensViewPhase
    recruits: list[KombatKittensCard]
    scores: list[int]
    seats: list[KombatKittensSeatView]
    turn: int
    viewer: int | None
    winners: list[int]
    your_hand: list[KombatKittensCard] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kombat_kittens_fight_view import KombatKittensFightView  # noqa: PLC0415

        deck = self.deck

        dogs_left_in_draw_pile = self.dogs_left_in_draw_pile

        dogs_set_aside = []
        for dogs_set_aside_item_data in self.dogs_set_aside:
            dogs_set_aside_item = dogs_set_aside_item_data.to_dict()
            dogs_set_aside.append(dogs_set_aside_item)

        dogs_waiting = []
        for dogs_waiting_item_data in self.dogs_waiting:
            dogs_waiting_item = dogs_waiting_item_data.to_dict()
            dogs_waiting.append(dogs_waiting_item)

        draw_pile_size = self.draw_pile_size

        fight: dict[str, Any] | None
        if isinstance(self.fight, KombatKittensFightView):
            fight = self.fight.to_dict()
        else:
            fight = self.fight

        final_deck = self.final_deck

        litter_box = []
        for litter_box_item_data in self.litter_box:
            litter_box_item = litter_box_item_data.to_dict()
            litter_box.append(litter_box_item)

        nine_follows_seven = self.nine_follows_seven

        pending_seats = self.pending_seats

        phase = self.phase.value

        recruits = []
        for recruits_item_data in self.recruits:
            recruits_item = recruits_item_data.to_dict()
            recruits.append(recruits_item)

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        turn = self.turn

        viewer: int | None
        viewer = self.viewer

        winners = self.winners

        your_hand: list[dict[str, Any]] | None
        if isinstance(self.your_hand, list):
            your_hand = []
            for your_hand_type_0_item_data in self.your_hand:
                your_hand_type_0_item = your_hand_type_0_item_data.to_dict()
                your_hand.append(your_hand_type_0_item)

        else:
            your_hand = self.your_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "dogs_left_in_draw_pile": dogs_left_in_draw_pile,
                "dogs_set_aside": dogs_set_aside,
                "dogs_waiting": dogs_waiting,
                "draw_pile_size": draw_pile_size,
                "fight": fight,
                "final_deck": final_deck,
                "litter_box": litter_box,
                "nine_follows_seven": nine_follows_seven,
                "pending_seats": pending_seats,
                "phase": phase,
                "recruits": recruits,
                "scores": scores,
                "seats": seats,
                "turn": turn,
                "viewer": viewer,
                "winners": winners,
                "your_hand": your_hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415
        from ..models.kombat_kittens_fight_view import KombatKittensFightView  # noqa: PLC0415
        from ..models.kombat_kittens_seat_view import KombatKittensSeatView  # noqa: PLC0415

        d = dict(src_dict)
        deck = d.pop("deck")

        dogs_left_in_draw_pile = d.pop("dogs_left_in_draw_pile")

        dogs_set_aside = []
        _dogs_set_aside = d.pop("dogs_set_aside")
        for dogs_set_aside_item_data in _dogs_set_aside:
            dogs_set_aside_item = KombatKittensCard.from_dict(dogs_set_aside_item_data)

            dogs_set_aside.append(dogs_set_aside_item)

        dogs_waiting = []
        _dogs_waiting = d.pop("dogs_waiting")
        for dogs_waiting_item_data in _dogs_waiting:
            dogs_waiting_item = KombatKittensCard.from_dict(dogs_waiting_item_data)

            dogs_waiting.append(dogs_waiting_item)

        draw_pile_size = d.pop("draw_pile_size")

        def _parse_fight(data: object) -> KombatKittensFightView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fight_type_0 = KombatKittensFightView.from_dict(data)

                return fight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensFightView | None, data)

        fight = _parse_fight(d.pop("fight"))

        final_deck = d.pop("final_deck")

        litter_box = []
        _litter_box = d.pop("litter_box")
        for litter_box_item_data in _litter_box:
            litter_box_item = KombatKittensCard.from_dict(litter_box_item_data)

            litter_box.append(litter_box_item)

        nine_follows_seven = d.pop("nine_follows_seven")

        pending_seats = cast(list[int], d.pop("pending_seats"))

        phase = KombatKittensViewPhase(d.pop("phase"))

        recruits = []
        _recruits = d.pop("recruits")
        for recruits_item_data in _recruits:
            recruits_item = KombatKittensCard.from_dict(recruits_item_data)

            recruits.append(recruits_item)

        scores = cast(list[int], d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = KombatKittensSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        turn = d.pop("turn")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        winners = cast(list[int], d.pop("winners"))

        def _parse_your_hand(data: object) -> list[KombatKittensCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                your_hand_type_0 = []
                _your_hand_type_0 = data
                for your_hand_type_0_item_data in _your_hand_type_0:
                    your_hand_type_0_item = KombatKittensCard.from_dict(your_hand_type_0_item_data)

                    your_hand_type_0.append(your_hand_type_0_item)

                return your_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[KombatKittensCard] | None, data)

        your_hand = _parse_your_hand(d.pop("your_hand"))

        kombat_kittens_view = cls(
            deck=deck,
            dogs_left_in_draw_pile=dogs_left_in_draw_pile,
            dogs_set_aside=dogs_set_aside,
            dogs_waiting=dogs_waiting,
            draw_pile_size=draw_pile_size,
            fight=fight,
            final_deck=final_deck,
            litter_box=litter_box,
            nine_follows_seven=nine_follows_seven,
            pending_seats=pending_seats,
            phase=phase,
            recruits=recruits,
            scores=scores,
            seats=seats,
            turn=turn,
            viewer=viewer,
            winners=winners,
            your_hand=your_hand,
        )

        kombat_kittens_view.additional_properties = d
        return kombat_kittens_view

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
