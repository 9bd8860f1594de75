from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_state_phase import KombatKittensStatePhase

if TYPE_CHECKING:
    from ..models.kombat_kittens_fight import KombatKittensFight
    from ..models.kombat_kittens_options import KombatKittensOptions


T = TypeVar("T", bound="KombatKittensState")


@_attrs_define
class KombatKittensState:
    """
    Attributes:
        active (int):  Default: 0.
        bottom_dog (None | str):
        bottom_dog_fought (bool):  Default: False.
        boxed_dogs (list[str]):
        deck (int):  Default: 1.
        deck_ended (bool):  Default: False.
        dogs_waiting (list[str]):
        draw_pile (list[str]):
        fight (KombatKittensFight | None):
        hands (list[list[str]]):
        litter_box (list[str]):
        options (KombatKittensOptions): `nine_follows_seven`: 7 and 9 are adjacent in a straight (there is no 8).

            `first_seat`: who goes first; `None` (the default) draws it at random
            (the rulebook's "most realistic meow" cannot be judged by a server).

            `recruit_twice_in_a_row`: may a player recruit on two turns of theirs in
            a row? On by default (the rulebook sets no limit). Off is the opt-in limit:
            players who only trade Recruit cards never run the deck out, so a table
            that wants every game to end (a tournament of bots) may choose it.

            `dog_placement`: `window` (default) puts each Dog but the bottom one at
            a random place around its share of the pile (see `dogs`); `exact`
            at exactly its share, which anyone counting the draws can predict.

            `tied_dog`: `discard` (default, the rulebook) puts a tied Dogfight's
            Dog in the Litter Box; `set_aside` takes it out of the game.

            `final_dogfight_ends_game`: the game ends right after the final deck's
            bottom Dog has been fought over (the rulebook, the default), even if the
            draws after it brought a Dog back up from the Litter Box; off, such a Dog
            was fought over too (games created before).

            Games created before an option existed get the rule they were played by
            (`LEGACY_OPTIONS`): recruiting twice in a row allowed (as now), `exact`,
            `set_aside`, and the Dog after the final Dogfight fought over.
        phase (KombatKittensStatePhase):  Default: KombatKittensStatePhase.SETUP.
        recruited_last (list[int]):
        recruits (list[str]):
        scores (list[int]):
        seats (int):
        set_aside (list[str]):
        treasure (list[list[str]]):
        winners (list[int]):
    """

    bottom_dog: None | str
    boxed_dogs: list[str]
    dogs_waiting: list[str]
    draw_pile: list[str]
    fight: KombatKittensFight | None
    hands: list[list[str]]
    litter_box: list[str]
    options: KombatKittensOptions
    recruited_last: list[int]
    recruits: list[str]
    scores: list[int]
    seats: int
    set_aside: list[str]
    treasure: list[list[str]]
    winners: list[int]
    active: int = 0
    bottom_dog_fought: bool = False
    deck: int = 1
    deck_ended: bool = False
    phase: KombatKittensStatePhase = KombatKittensStatePhase.SETUP
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kombat_kittens_fight import KombatKittensFight  # noqa: PLC0415

        active = self.active

        bottom_dog: None | str
        bottom_dog = self.bottom_dog

        bottom_dog_fought = self.bottom_dog_fought

        boxed_dogs = self.boxed_dogs

        deck = self.deck

        deck_ended = self.deck_ended

        dogs_waiting = self.dogs_waiting

        draw_pile = self.draw_pile

        fight: dict[str, Any] | None
        if isinstance(self.fight, KombatKittensFight):
            fight = self.fight.to_dict()
        else:
            fight = self.fight

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        litter_box = self.litter_box

        options = self.options.to_dict()

        phase = self.phase.value

        recruited_last = self.recruited_last

        recruits = self.recruits

        scores = self.scores

        seats = self.seats

        set_aside = self.set_aside

        treasure = []
        for treasure_item_data in self.treasure:
            treasure_item = treasure_item_data

            treasure.append(treasure_item)

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active": active,
                "bottom_dog": bottom_dog,
                "bottom_dog_fought": bottom_dog_fought,
                "boxed_dogs": boxed_dogs,
                "deck": deck,
                "deck_ended": deck_ended,
                "dogs_waiting": dogs_waiting,
                "draw_pile": draw_pile,
                "fight": fight,
                "hands": hands,
                "litter_box": litter_box,
                "options": options,
                "phase": phase,
                "recruited_last": recruited_last,
                "recruits": recruits,
                "scores": scores,
                "seats": seats,
                "set_aside": set_aside,
                "treasure": treasure,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_fight import KombatKittensFight  # noqa: PLC0415
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        active = d.pop("active")

        def _parse_bottom_dog(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bottom_dog = _parse_bottom_dog(d.pop("bottom_dog"))

        bottom_dog_fought = d.pop("bottom_dog_fought")

        boxed_dogs = cast(list[str], d.pop("boxed_dogs"))

        deck = d.pop("deck")

        deck_ended = d.pop("deck_ended")

        dogs_waiting = cast(list[str], d.pop("dogs_waiting"))

        draw_pile = cast(list[str], d.pop("draw_pile"))

        def _parse_fight(data: object) -> KombatKittensFight | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fight_type_0 = KombatKittensFight.from_dict(data)

                return fight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensFight | None, data)

        fight = _parse_fight(d.pop("fight"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        litter_box = cast(list[str], d.pop("litter_box"))

        options = KombatKittensOptions.from_dict(d.pop("options"))

        phase = KombatKittensStatePhase(d.pop("phase"))

        recruited_last = cast(list[int], d.pop("recruited_last"))

        recruits = cast(list[str], d.pop("recruits"))

        scores = cast(list[int], d.pop("scores"))

        seats = d.pop("seats")

        set_aside = cast(list[str], d.pop("set_aside"))

        treasure = []
        _treasure = d.pop("treasure")
        for treasure_item_data in _treasure:
            treasure_item = cast(list[str], treasure_item_data)

            treasure.append(treasure_item)

        winners = cast(list[int], d.pop("winners"))

        kombat_kittens_state = cls(
            active=active,
            bottom_dog=bottom_dog,
            bottom_dog_fought=bottom_dog_fought,
            boxed_dogs=boxed_dogs,
            deck=deck,
            deck_ended=deck_ended,
            dogs_waiting=dogs_waiting,
            draw_pile=draw_pile,
            fight=fight,
            hands=hands,
            litter_box=litter_box,
            options=options,
            phase=phase,
            recruited_last=recruited_last,
            recruits=recruits,
            scores=scores,
            seats=seats,
            set_aside=set_aside,
            treasure=treasure,
            winners=winners,
        )

        kombat_kittens_state.additional_properties = d
        return kombat_kittens_state

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
