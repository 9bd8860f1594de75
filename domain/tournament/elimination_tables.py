"""Single elimination at tables of three to five seats: heats down to a final table.

Each round the field, in seed order, is split: the best seeds sit out with a
bye when the field does not divide by the seats (a bye goes through), the
rest are dealt to tables in snake order (seeds 1..T to tables 1..T, the next
T back from T to 1, ...). One entrant goes through per table: the best
placed, then the higher game score, then the better seed. When fewer than a
table's worth would go through, the best of the others who played the round
(placement, game score, seed) fill the final table. The round played with
exactly one table and no bye is the final.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from domain.tournament.state import MatchState


def heat_rounds(entrants: int, seats: int) -> int:
    """Rounds planned when nobody withdraws."""
    field, rounds = entrants, 1
    while field > seats:
        tables, byes = divmod(field, seats)
        field = max(tables + byes, seats)
        rounds += 1
    return rounds


def _rank_key(match: MatchState, entrant: str, seed: Mapping[str, int]) -> tuple[int, int, int]:
    game = match.settled_games[0] if match.settled_games else None
    scores = game.scores if game is not None and game.scores is not None else None
    score = scores[game.seats.index(entrant)] if game is not None and scores is not None else 0
    return (match.placements[match.entrants.index(entrant)], -score, seed[entrant])


def field_for_round(
    seeded: Sequence[str],
    seed: Mapping[str, int],
    matches: Sequence[MatchState],
    withdrawn: Collection[str],
    round: int,
    seats: int,
) -> list[str] | None:
    """Who plays ``round``, in seed order; ``None`` after the final."""
    if round == 1:
        return [e for e in seeded if e not in withdrawn]
    previous = [m for m in matches if m.round == round - 1]
    if sum(len(m.entrants) for m in previous) <= seats:
        return None
    field = [m.advancing[0] for m in previous if m.advancing and m.advancing[0] not in withdrawn]
    if len(field) < seats:
        others = [(m, e) for m in previous if not m.bye for e in m.entrants if e not in field and e not in withdrawn]
        others.sort(key=lambda pair: _rank_key(pair[0], pair[1], seed))
        field += [e for _, e in others[: seats - len(field)]]
    return sorted(field, key=seed.__getitem__)


def heat_groups(
    seeded: Sequence[str],
    seed: Mapping[str, int],
    matches: Sequence[MatchState],
    withdrawn: Collection[str],
    round: int,
    seats: int,
) -> list[tuple[str, ...]] | None:
    """The round's tables, then its byes; ``None`` when no table can be formed."""
    field = field_for_round(seeded, seed, matches, withdrawn, round, seats)
    if field is None or len(field) < seats:
        return None
    byes = field[: len(field) % seats]
    rest = field[len(byes) :]
    count = len(rest) // seats
    tables: list[list[str]] = [[] for _ in range(count)]
    for index, entrant in enumerate(rest):
        lap, position = divmod(index, count)
        tables[position if lap % 2 == 0 else count - 1 - position].append(entrant)
    return [tuple(table) for table in tables] + [(entrant,) for entrant in byes]
