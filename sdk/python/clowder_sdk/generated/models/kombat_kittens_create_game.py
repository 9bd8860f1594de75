from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kombat_kittens_options import KombatKittensOptions


T = TypeVar("T", bound="KombatKittensCreateGame")


@_attrs_define
class KombatKittensCreateGame:
    """
    Attributes:
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        seats (int):
        client_seed (None | str | Unset):
        decision_seconds (float | None | Unset):
        join (bool | Unset):  Default: False.
        options (KombatKittensOptions | Unset): `nine_follows_seven`: 7 and 9 are adjacent in a straight (there is no
            8).

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
    """

    seats: int
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    client_seed: None | str | Unset = UNSET
    decision_seconds: float | None | Unset = UNSET
    join: bool | Unset = False
    options: KombatKittensOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seats = self.seats

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        decision_seconds: float | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        join = self.join

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seats": seats,
            }
        )
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if join is not UNSET:
            field_dict["join"] = join
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        seats = d.pop("seats")

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        join = d.pop("join", UNSET)

        _options = d.pop("options", UNSET)
        options: KombatKittensOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = KombatKittensOptions.from_dict(_options)

        kombat_kittens_create_game = cls(
            kind=kind,
            seats=seats,
            client_seed=client_seed,
            decision_seconds=decision_seconds,
            join=join,
            options=options,
        )

        return kombat_kittens_create_game
