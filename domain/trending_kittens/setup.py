"""Checking a new game's seats and options: ``initial_state``."""

from __future__ import annotations

from domain.core import InvalidSetup, Setup
from domain.trending_kittens.cards import Faction
from domain.trending_kittens.catalog import catalog
from domain.trending_kittens.options import (
    BEST_OF,
    EMPTY_PLACES,
    MATCH_TIES,
    MAX_SEATS,
    MIN_SEATS,
    OVER_LIMIT,
    TrendingKittensOptions,
)
from domain.trending_kittens.state import Rules, TrendingKittensState


def initial_state(setup: Setup[TrendingKittensOptions]) -> TrendingKittensState:
    """The empty table, or :class:`InvalidSetup` naming what is wrong."""
    seats, options = setup.seats, setup.options
    if not isinstance(options, TrendingKittensOptions):
        raise InvalidSetup("options must be Trending Kittens options")
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidSetup(f"Trending Kittens is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
    rules = _rules(seats, options)
    factions = _seat_factions(seats, options)
    return TrendingKittensState(seats=seats, rules=rules, factions=factions)


def _rules(seats: int, options: TrendingKittensOptions) -> Rules:
    if options.best_of not in BEST_OF:
        raise InvalidSetup(f"best_of must be 1, 3 or 5, not {options.best_of}")
    if options.over_limit not in OVER_LIMIT:
        raise InvalidSetup(f"over_limit must be 'choose' or 'nearest', not {options.over_limit!r}")
    if options.empty_places not in EMPTY_PLACES:
        raise InvalidSetup(f"empty_places must be 'count' or 'skip', not {options.empty_places!r}")
    if options.match_ties not in MATCH_TIES:
        raise InvalidSetup(f"match_ties must be 'replay' or 'shared', not {options.match_ties!r}")
    lead_bonus = (1 if seats == 2 else 0) if options.lead_bonus is None else options.lead_bonus
    if not 0 <= lead_bonus <= 5:
        raise InvalidSetup(f"lead_bonus must be from 0 to 5 points, not {lead_bonus}")
    teams = options.teams
    if teams:
        if len(teams) != seats:
            raise InvalidSetup(f"teams must give a team to each of the {seats} seats, not {len(teams)}")
        if any(not 0 <= team < 100 for team in teams):
            raise InvalidSetup("a team label is a number from 0 to 99")
        if len(set(teams)) < 2:
            raise InvalidSetup("teams must form at least two teams")
    return Rules(
        best_of=options.best_of,
        teams=teams or tuple(range(seats)),
        over_limit=options.over_limit,
        empty_places=options.empty_places,
        team_play=bool(teams),
        match_ties=options.match_ties,
        lead_bonus=lead_bonus,
    )


def _seat_factions(seats: int, options: TrendingKittensOptions) -> tuple[Faction, ...]:
    available = catalog(options.custom_factions, options.faction_edition)
    if not options.factions:
        return available[:seats]
    if len(options.factions) != seats:
        raise InvalidSetup(f"factions must name one faction for each of the {seats} seats, not {len(options.factions)}")
    by_id = {faction.id: faction for faction in available}
    chosen: list[Faction] = []
    for faction_id in options.factions:
        if faction_id not in by_id:
            raise InvalidSetup(f"unknown faction {faction_id!r}; available: {', '.join(by_id)}")
        if any(faction.id == faction_id for faction in chosen):
            raise InvalidSetup(f"faction {faction_id!r} is chosen by two seats")
        chosen.append(by_id[faction_id])
    return tuple(chosen)
