from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trending_kittens_options import TrendingKittensOptions


T = TypeVar("T", bound="TrendingKittensCreateGame")


@_attrs_define
class TrendingKittensCreateGame:
    """
    Attributes:
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        seats (int):
        client_seed (None | str | Unset):
        decision_seconds (float | None | Unset):
        join (bool | Unset):  Default: False.
        options (TrendingKittensOptions | Unset): How a game is set up.

            * `factions`: the faction id of each seat, in seat order; empty = seats
              take the catalog in order (custom factions first, then the built-in ones).
            * `custom_factions`: extra faction decks for this game.
            * `best_of`: 1 (single game), 3 or 5 (a match of successive games).
            * `teams`: the team label of each seat; empty = skirmish, all against all.
            * `over_limit`: see `OVER_LIMIT`.
            * `empty_places`: see `EMPTY_PLACES`.
            * `faction_edition`: which built-in decks: 2 (balanced, the default) or 1.
            * `match_ties`: see `MATCH_TIES`.
            * `lead_bonus`: points added to the score of the seat that plays first
              in each game, which is otherwise at a disadvantage (a house rule: the
              rulebook has no bonus). 0 (the default, the rulebook): none; `None`:
              1 with two seats, 0 with more (the default of the games created between
              the bonus and the rulebook default, which stored it so).
    """

    seats: int
    kind: Literal["trending-kittens"] = "trending-kittens"
    client_seed: None | str | Unset = UNSET
    decision_seconds: float | None | Unset = UNSET
    join: bool | Unset = False
    options: TrendingKittensOptions | Unset = UNSET

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
        from ..models.trending_kittens_options import TrendingKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

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
        options: TrendingKittensOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TrendingKittensOptions.from_dict(_options)

        trending_kittens_create_game = cls(
            kind=kind,
            seats=seats,
            client_seed=client_seed,
            decision_seconds=decision_seconds,
            join=join,
            options=options,
        )

        return trending_kittens_create_game
