"""The next round, whatever the format: who meets whom, in seat order, and who has a bye.

Pure and deterministic: called by ``decide`` when a round is complete (or
at the start) and written into :class:`RoundPaired`.
"""

from __future__ import annotations

from domain.tournament.bracket import bracket_groups, bracket_rounds
from domain.tournament.elimination_tables import heat_groups, heat_rounds
from domain.tournament.events import Match
from domain.tournament.pairing_round_robin import cycle_length, round_robin_groups
from domain.tournament.pairing_swiss import swiss_pairs
from domain.tournament.state import Settings, TournamentState, active_ids, seeds
from domain.tournament.tables import table_round, table_rounds
from domain.tournament.tally import first_seats, meetings, tallies


def planned_rounds(settings: Settings, entrants: int) -> int:
    seats = settings.seats_per_game
    if settings.format == "single-elimination":
        return bracket_rounds(entrants) if seats == 2 else heat_rounds(entrants, seats)
    if settings.rounds is not None:
        return settings.rounds
    if settings.format == "swiss":
        return max((entrants - 1).bit_length(), 1)
    return cycle_length(entrants) if seats == 2 else table_rounds(entrants, seats)


def next_round(state: TournamentState) -> tuple[Match, ...] | None:
    """The matches of round ``state.round + 1``, or ``None`` when the tournament is over."""
    assert state.settings is not None
    seats, round = state.seats, state.round + 1
    groups = _groups(state, round) if len(active_ids(state)) >= seats else None
    if groups is None:
        return None
    if seats > 2:
        turn = (round - 1) % seats
        groups = [group[turn:] + group[:turn] if len(group) == seats else group for group in groups]
    return tuple(Match(f"r{round}-m{i}", group, len(group) == 1) for i, group in enumerate(groups, start=1))


def _groups(state: TournamentState, round: int) -> list[tuple[str, ...]] | None:
    assert state.settings is not None
    seated = tuple(entrant.entrant_id for entrant in state.entrants)
    withdrawn = {entrant.entrant_id for entrant in state.entrants if entrant.withdrawn}
    seed, seats = seeds(state), state.seats
    if state.settings.format == "single-elimination":
        if seats == 2:
            return bracket_groups(seated, seed, state.matches, withdrawn, round)
        return heat_groups(seated, seed, state.matches, withdrawn, round, seats)
    if round > state.rounds:
        return None
    if state.settings.format == "round-robin" and seats == 2:
        return round_robin_groups(seated, withdrawn, round)
    table = tallies(state)
    points = {entrant: tally.points for entrant, tally in table.items()}
    byes = {entrant: tally.byes for entrant, tally in table.items()}
    active = active_ids(state)
    if state.settings.format == "round-robin":
        return table_round(active, seats, meetings(state), byes)
    ranked = sorted(active, key=lambda e: (-points[e], seed[e]))
    if seats > 2:
        return table_round(ranked, seats, meetings(state), byes, lambda a, b: abs(points[a] - points[b]))
    pairs, bye = swiss_pairs(ranked, points, frozenset(meetings(state)), byes)
    opened = first_seats(state)
    ordered = [(a, b) if opened[a] <= opened[b] else (b, a) for a, b in pairs]
    return [*ordered, *([(bye,)] if bye is not None else [])]
