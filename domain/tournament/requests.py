"""The games that must exist now: what the process manager creates and seats."""

from __future__ import annotations

import msgspec

from domain.tournament.state import TournamentState, round_matches, seat_order


class GameRequest(msgspec.Struct, frozen=True):
    """Game ``game_number`` of ``match_id``, ``entrants`` in seat order (seat 0 first).

    Derive the game id from (tournament id, match id, game number) so a
    retry finds the game it already created.
    """

    round: int
    match_id: str
    game_number: int
    entrants: tuple[str, ...]


def games_needed(state: TournamentState) -> tuple[GameRequest, ...]:
    """For each undecided match of the current round, its next game (being played or to create)."""
    if state.phase != "running":
        return ()
    return tuple(
        GameRequest(match.round, match.match_id, match.next_game_number, seat_order(match, match.next_game_number))
        for match in round_matches(state, state.round)
        if not match.finished and not match.bye
    )
