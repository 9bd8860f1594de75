"""From recorded games to placements and points: one game, then one match.

Placement points at a table of ``k`` seats: first place ``k - 1``, each
place below one less, the last 0; entrants tied on a place share the points
of the places they cover (so always a multiple of one half). Two seats give
the usual match points: win 1, draw 0.5, loss 0. A bye scores a sole first
place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

import msgspec

from domain.tournament.state import GameRecord, MatchState, Settings


class MatchOutcome(msgspec.Struct, frozen=True):
    """Per entrant of the match, in its ``entrants`` order."""

    placements: tuple[int, ...]
    points: tuple[float, ...]
    advancing: tuple[str, ...]
    reason: Literal["played", "forfeit", "bye"]


def game_placements(game: GameRecord) -> tuple[int, ...]:
    """Per seat, 1 best, ties share (competition ranking); forfeited seats share the last places.

    Two seats: only ``winners`` count (two winners or none is a draw).
    Tables: the winners share first place, the others follow by score.
    """
    playing = [seat for seat in range(len(game.seats)) if seat not in game.forfeited]
    if game.scores is None:
        keys: dict[int, tuple[int, int]] = {seat: (0, 0) for seat in playing}
    elif len(game.seats) == 2:
        winners = [seat for seat in game.winners if seat in playing]
        keys = {seat: (0 if len(winners) != 1 or seat in winners else 1, 0) for seat in playing}
    else:
        scores = game.scores
        keys = {seat: (0 if seat in game.winners else 1, -scores[seat]) for seat in playing}
    last = len(playing) + 1
    return tuple(
        1 + sum(other < keys[seat] for other in keys.values()) if seat in keys else last
        for seat in range(len(game.seats))
    )


def place_points(placements: tuple[int, ...], seats: int) -> tuple[float, ...]:
    """Points of each placement; a tie of ``m`` on place ``p`` shares places ``p .. p+m-1``."""
    return tuple(seats - place - (placements.count(place) - 1) / 2 for place in placements)


def settle(match: MatchState, settings: Settings, seeds: Mapping[str, int]) -> MatchOutcome | None:
    """The match's outcome once it is decided, else ``None``."""
    elimination = settings.format == "single-elimination"
    if match.bye:
        advancing = match.entrants if elimination else ()
        return MatchOutcome((1,), (float(settings.seats_per_game - 1),), advancing, "bye")
    games = match.settled_games
    reason: Literal["played", "forfeit"] = "forfeit" if any(game.forfeited for game in games) else "played"
    if len(match.entrants) == 2:
        placements = _two_seat_placements(match, games, settings.games_per_match, elimination)
        if placements is None:
            return None
    elif games:
        by_seat = game_placements(games[0])
        placements = tuple(by_seat[games[0].seats.index(entrant)] for entrant in match.entrants)
    else:
        return None
    advancing = (_best(match, placements, seeds),) if elimination else ()
    return MatchOutcome(placements, place_points(placements, len(match.entrants)), advancing, reason)


def _two_seat_placements(
    match: MatchState, games: tuple[GameRecord, ...], best_of: int, elimination: bool
) -> tuple[int, ...] | None:
    """Best of N: decided once the lead exceeds the games left.

    Level after N games is a drawn match; in single elimination it goes on
    to sudden death, one game at a time, at most N more games.
    """
    wins = dict.fromkeys(match.entrants, 0)
    for game in games:
        placements = game_placements(game)
        if placements[0] != placements[1]:
            wins[game.seats[placements.index(1)]] += 1
    first, second = match.entrants
    lead = wins[first] - wins[second]
    played = len(games)
    if played < best_of and abs(lead) <= best_of - played:
        return None
    if lead == 0 and elimination and played < 2 * best_of:
        return None
    return (1, 2) if lead > 0 else (2, 1) if lead < 0 else (1, 1)


def _best(match: MatchState, placements: tuple[int, ...], seeds: Mapping[str, int]) -> str:
    """Who goes through: best placement, then higher game score (tables), then better seed."""
    game = match.settled_games[0]
    scores = game.scores or (0,) * len(game.seats)

    def key(index: int) -> tuple[int, int, int]:
        entrant = match.entrants[index]
        score = scores[game.seats.index(entrant)] if len(match.entrants) > 2 else 0
        return (placements[index], -score, seeds[entrant])

    return match.entrants[min(range(len(match.entrants)), key=key)]
