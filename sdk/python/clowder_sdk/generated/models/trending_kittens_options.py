from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trending_kittens_faction_spec import TrendingKittensFactionSpec


T = TypeVar("T", bound="TrendingKittensOptions")


@_attrs_define
class TrendingKittensOptions:
    """How a game is set up.

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

        Attributes:
            best_of (int | Unset):  Default: 1.
            custom_factions (list[TrendingKittensFactionSpec] | Unset):
            empty_places (str | Unset):  Default: 'count'.
            faction_edition (int | Unset):  Default: 2.
            factions (list[str] | Unset):
            lead_bonus (int | None | Unset):  Default: 0.
            match_ties (str | Unset):  Default: 'replay'.
            over_limit (str | Unset):  Default: 'choose'.
            teams (list[int] | Unset):
    """

    best_of: int | Unset = 1
    custom_factions: list[TrendingKittensFactionSpec] | Unset = UNSET
    empty_places: str | Unset = "count"
    faction_edition: int | Unset = 2
    factions: list[str] | Unset = UNSET
    lead_bonus: int | None | Unset = 0
    match_ties: str | Unset = "replay"
    over_limit: str | Unset = "choose"
    teams: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        best_of = self.best_of

        custom_factions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.custom_factions, Unset):
            custom_factions = []
            for custom_factions_item_data in self.custom_factions:
                custom_factions_item = custom_factions_item_data.to_dict()
                custom_factions.append(custom_factions_item)

        empty_places = self.empty_places

        faction_edition = self.faction_edition

        factions: list[str] | Unset = UNSET
        if not isinstance(self.factions, Unset):
            factions = self.factions

        lead_bonus: int | None | Unset
        if isinstance(self.lead_bonus, Unset):
            lead_bonus = UNSET
        else:
            lead_bonus = self.lead_bonus

        match_ties = self.match_ties

        over_limit = self.over_limit

        teams: list[int] | Unset = UNSET
        if not isinstance(self.teams, Unset):
            teams = self.teams

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if best_of is not UNSET:
            field_dict["best_of"] = best_of
        if custom_factions is not UNSET:
            field_dict["custom_factions"] = custom_factions
        if empty_places is not UNSET:
            field_dict["empty_places"] = empty_places
        if faction_edition is not UNSET:
            field_dict["faction_edition"] = faction_edition
        if factions is not UNSET:
            field_dict["factions"] = factions
        if lead_bonus is not UNSET:
            field_dict["lead_bonus"] = lead_bonus
        if match_ties is not UNSET:
            field_dict["match_ties"] = match_ties
        if over_limit is not UNSET:
            field_dict["over_limit"] = over_limit
        if teams is not UNSET:
            field_dict["teams"] = teams

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trending_kittens_faction_spec import TrendingKittensFactionSpec  # noqa: PLC0415

        d = dict(src_dict)
        best_of = d.pop("best_of", UNSET)

        _custom_factions = d.pop("custom_factions", UNSET)
        custom_factions: list[TrendingKittensFactionSpec] | Unset = UNSET
        if _custom_factions is not UNSET:
            custom_factions = []
            for custom_factions_item_data in _custom_factions:
                custom_factions_item = TrendingKittensFactionSpec.from_dict(custom_factions_item_data)

                custom_factions.append(custom_factions_item)

        empty_places = d.pop("empty_places", UNSET)

        faction_edition = d.pop("faction_edition", UNSET)

        factions = cast(list[str], d.pop("factions", UNSET))

        def _parse_lead_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lead_bonus = _parse_lead_bonus(d.pop("lead_bonus", UNSET))

        match_ties = d.pop("match_ties", UNSET)

        over_limit = d.pop("over_limit", UNSET)

        teams = cast(list[int], d.pop("teams", UNSET))

        trending_kittens_options = cls(
            best_of=best_of,
            custom_factions=custom_factions,
            empty_places=empty_places,
            faction_edition=faction_edition,
            factions=factions,
            lead_bonus=lead_bonus,
            match_ties=match_ties,
            over_limit=over_limit,
            teams=teams,
        )

        return trending_kittens_options
