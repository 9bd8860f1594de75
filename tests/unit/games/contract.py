"""The game contract: what every hosted game must do, checked without knowing its rules.

Each check takes a :class:`~domain.core.game.Game` and plays it with random
legal commands, as ``domain.core.simulation`` does, so it holds for a game
installed as a separate package as much as for the project's own
(``test_contract.py`` runs them for every registered game). The game-specific
tests (tests/unit/<game>/) go further with what only the rules know.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from domain.core import Rejected, SeededRandom
from domain.core.game import Game
from domain.core.simulation import SimulatedGame, simulate
from tests.unit.games.twins import leaves, put, twins

AnyGame = Game[Any, Any, Any, Any]
#: A game not over after this many commands counts as one that never ends.
MAX_STEPS = 20_000


def seat_counts(game: AnyGame) -> range:
    return range(game.min_seats, game.max_seats + 1)


def encoded(value: Any) -> bytes:
    return msgspec.json.encode(value)


def as_json(value: Any) -> Any:
    """``value`` as a client sends or receives it."""
    return msgspec.json.decode(encoded(value))


def check_plays_to_the_end(game: AnyGame, seats: int, seed: int) -> SimulatedGame:
    """A random game ends within :data:`MAX_STEPS` commands, with an outcome for every seat."""
    played = simulate(game, game.default_setup(seats), seed, max_steps=MAX_STEPS)
    assert played.finished, f"{game.kind}, {seats} seats, seed {seed}: not over after {played.steps} commands"
    outcome = game.outcome(played.state)
    assert outcome is not None, "a finished game has an outcome"
    assert len(outcome.scores) == seats and set(outcome.winners) <= set(range(seats)), outcome
    assert game.pending_seats(played.state) == frozenset(), "no seat owes a decision in a finished game"
    assert all(not game.legal_commands(played.state, seat) for seat in range(seats))
    return played


def check_replay(game: AnyGame, played: SimulatedGame) -> None:
    """Folding the history, one event at a time or at once, straight or through JSON, gives the live state."""
    initial = game.initial_state(played.setup)
    state = initial
    for event in played.events:
        state = game.evolve(state, event)
    assert state == played.state, "evolving event by event is not the live state"
    assert game.fold(initial, played.events) == played.state, "the fold is not the live state"
    stored = [msgspec.json.decode(encoded(event), type=game.event_type) for event in played.events]
    assert game.fold(initial, stored) == played.state, "the events read back from JSON fold to another state"


def check_legal_commands_are_the_accepted_ones(game: AnyGame, seats: int, seed: int, sample: int = 12) -> Counter[str]:
    """At every step, for every seat: the seat owes a decision exactly when it has legal commands;
    every legal command is accepted (and survives JSON); commands near them that are not legal
    (changed values, other seats' and other moments' commands) are refused with a Rejected."""
    rng = random.Random(seed)
    seen: list[Any] = []
    counts: Counter[str] = Counter()

    def on_step(state: Any, _seat: int, _command: Any, _events: tuple[Any, ...]) -> None:
        counts["steps"] += 1
        pending = game.pending_seats(state)
        for seat in range(seats):
            legal = list(game.legal_commands(state, seat))
            assert bool(legal) == (seat in pending), f"seat {seat}: pending {sorted(pending)}, legal {legal}"
            chance = SeededRandom(b"contract", counts["steps"])
            for command in rng.sample(legal, min(sample, len(legal))):
                assert msgspec.convert(as_json(command), game.command_type) == command, "a command's JSON"
                events = game.decide(state, seat, command, chance)
                assert events, f"{command!r} was accepted but changed nothing"
                game.fold(state, events)
                counts["accepted"] += 1
            for candidate in _near_misses(game, legal, seen, rng, sample):
                try:
                    game.decide(state, seat, candidate, chance)
                except Rejected:
                    counts["rejected"] += 1
                else:
                    raise AssertionError(
                        f"seat {seat} may not send {candidate!r} (legal: {legal}), yet it was accepted"
                    )
            seen.extend(as_json(command) for command in legal[:sample])
        del seen[: max(0, len(seen) - 500)]

    simulate(game, game.default_setup(seats), seed, max_steps=MAX_STEPS, on_step=on_step)
    return counts


def _near_misses(game: AnyGame, legal: Sequence[Any], seen: list[Any], rng: random.Random, limit: int) -> list[Any]:
    """Commands that decode but are not legal: legal ones with a value changed, and commands legal elsewhere."""
    pool: list[Any] = []
    for command in legal:
        shape = as_json(command)
        found = list(leaves(shape))
        for path, value in found:
            if isinstance(value, int) and not isinstance(value, bool):
                pool += [put(shape, path, value + 1), put(shape, path, value - 1)]
            elif isinstance(value, str):
                pool += [put(shape, path, other) for _, other in found if isinstance(other, str) and other != value]
    pool += rng.sample(seen, min(len(seen), 4 * limit))
    rng.shuffle(pool)
    misses: list[Any] = []
    for shape in pool:
        try:
            candidate = msgspec.convert(shape, game.command_type)
        except msgspec.ValidationError:
            continue  # the API refuses it before the rules see it
        if candidate not in legal and candidate not in misses:
            misses.append(candidate)
            if len(misses) == limit:
                break
    return misses


def check_views_hide_what_events_hide(game: AnyGame, seats: int, seed: int, per_event: int = 8) -> Counter[str]:
    """No viewer's view tells apart two histories the viewer is shown alike, and a spectator is
    never shown more than a seat.

    Two kinds of look-alike histories: each event's twins (twins.py), and each decision drawn
    again with other chance (another card drawn, another shuffle), which is always a history
    the rules could make."""
    rng, counts = random.Random(seed), Counter[str]()
    chooser, secret = random.Random(seed), f"contract-{seed}".encode()
    state = game.initial_state(game.default_setup(seats))
    viewers = [*range(seats), None]
    version = 0
    batch = list(game.start(state, SeededRandom(secret, version)))
    redrawn = list(game.start(state, SeededRandom(b"other " + secret, version)))
    for _ in range(MAX_STEPS):
        _check_redrawn(game, state, batch, redrawn, viewers, counts)
        for event in batch:
            _check_twins(game, state, event, viewers, rng, per_event, counts)
            counts["redacted"] += any(game.visible_event(event, viewer) != event for viewer in viewers)
            state = game.evolve(state, event)
        version += len(batch)
        if game.is_terminal(state):
            return counts
        seat = chooser.choice(sorted(game.pending_seats(state)))
        command = chooser.choice(list(game.legal_commands(state, seat)))
        batch = list(game.decide(state, seat, command, SeededRandom(secret, version)))
        redrawn = list(game.decide(state, seat, command, SeededRandom(b"other " + secret, version)))
    raise AssertionError(f"{game.kind}: not over after {MAX_STEPS} commands")


def _shown(game: AnyGame, events: Sequence[Any], viewer: int | None) -> list[bytes]:
    return [encoded(game.visible_event(event, viewer)) for event in events]


def _check_redrawn(
    game: AnyGame, state: Any, batch: list[Any], redrawn: list[Any], viewers: list[int | None], counts: Counter[str]
) -> None:
    if redrawn == batch or len(redrawn) != len(batch):
        return
    after, other = game.fold(state, batch), game.fold(state, redrawn)
    alike = [viewer for viewer in viewers if _shown(game, batch, viewer) == _shown(game, redrawn, viewer)]
    for viewer in alike:
        seen = encoded(game.view(after, viewer))
        assert encoded(game.view(other, viewer)) == seen, f"{viewer}'s view shows chance its events hide"
        counts["redrawn"] += 1
    if any(viewer is not None for viewer in alike):
        assert None in alike, f"a spectator is shown chance seat {alike[0]} is not"


def _check_twins(
    game: AnyGame,
    state: Any,
    event: Any,
    viewers: list[int | None],
    rng: random.Random,
    per_event: int,
    counts: Counter[str],
) -> None:
    after = game.evolve(state, event)
    for twin in twins(event, game.event_type, rng, per_event):
        alike = [viewer for viewer in viewers if _shown(game, [twin], viewer) == _shown(game, [event], viewer)]
        if any(viewer is not None for viewer in alike):
            assert None in alike, f"a spectator sees what seat {alike[0]} does not in {event!r}"
        if not alike:
            continue
        try:
            other = game.evolve(state, twin)
        except Exception:  # a twin the rules could not have made: nothing to compare
            continue
        for viewer in alike:
            assert encoded(game.view(other, viewer)) == encoded(game.view(after, viewer)), (
                f"{viewer}'s view after {type(event).__name__} shows what the event hides from it"
            )
            counts["twins"] += 1


def kinds_of(games: dict[str, AnyGame]) -> Iterator[tuple[str, int]]:
    """Every (kind, seats) a game may be played with."""
    for kind, game in games.items():
        for seats in seat_counts(game):
            yield kind, seats
