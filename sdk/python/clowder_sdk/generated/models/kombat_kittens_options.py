from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KombatKittensOptions")


@_attrs_define
class KombatKittensOptions:
    """`nine_follows_seven`: 7 and 9 are adjacent in a straight (there is no 8).

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

        Attributes:
            dog_placement (str | Unset):  Default: 'window'.
            final_dogfight_ends_game (bool | Unset):  Default: True.
            first_seat (int | None | Unset):
            nine_follows_seven (bool | Unset):  Default: True.
            recruit_twice_in_a_row (bool | Unset):  Default: True.
            tied_dog (str | Unset):  Default: 'discard'.
    """

    dog_placement: str | Unset = "window"
    final_dogfight_ends_game: bool | Unset = True
    first_seat: int | None | Unset = UNSET
    nine_follows_seven: bool | Unset = True
    recruit_twice_in_a_row: bool | Unset = True
    tied_dog: str | Unset = "discard"

    def to_dict(self) -> dict[str, Any]:
        dog_placement = self.dog_placement

        final_dogfight_ends_game = self.final_dogfight_ends_game

        first_seat: int | None | Unset
        if isinstance(self.first_seat, Unset):
            first_seat = UNSET
        else:
            first_seat = self.first_seat

        nine_follows_seven = self.nine_follows_seven

        recruit_twice_in_a_row = self.recruit_twice_in_a_row

        tied_dog = self.tied_dog

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dog_placement is not UNSET:
            field_dict["dog_placement"] = dog_placement
        if final_dogfight_ends_game is not UNSET:
            field_dict["final_dogfight_ends_game"] = final_dogfight_ends_game
        if first_seat is not UNSET:
            field_dict["first_seat"] = first_seat
        if nine_follows_seven is not UNSET:
            field_dict["nine_follows_seven"] = nine_follows_seven
        if recruit_twice_in_a_row is not UNSET:
            field_dict["recruit_twice_in_a_row"] = recruit_twice_in_a_row
        if tied_dog is not UNSET:
            field_dict["tied_dog"] = tied_dog

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dog_placement = d.pop("dog_placement", UNSET)

        final_dogfight_ends_game = d.pop("final_dogfight_ends_game", UNSET)

        def _parse_first_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_seat = _parse_first_seat(d.pop("first_seat", UNSET))

        nine_follows_seven = d.pop("nine_follows_seven", UNSET)

        recruit_twice_in_a_row = d.pop("recruit_twice_in_a_row", UNSET)

        tied_dog = d.pop("tied_dog", UNSET)

        kombat_kittens_options = cls(
            dog_placement=dog_placement,
            final_dogfight_ends_game=final_dogfight_ends_game,
            first_seat=first_seat,
            nine_follows_seven=nine_follows_seven,
            recruit_twice_in_a_row=recruit_twice_in_a_row,
            tied_dog=tied_dog,
        )

        return kombat_kittens_options
