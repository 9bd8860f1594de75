"""Writes docs/fairness-vectors.md: whole-game chance vectors for every kind.

    python -m tests.unit.audit.chance_vectors > docs/fairness-vectors.md

Each vector is one game played to its end by a seeded chooser of legal
commands, with chance from ``hmac-sha256-ctr-v1`` under published seeds. The
file lists the inputs (server seed, game id, client seeds, game key) and
every event with the version it stands at and the version it was decided at,
each outcome marked ``chance`` (drawn) or ``top`` (the top of a pile a shuffle
made): an implementation of docs/fairness.md's schedules must draw every
``chance`` outcome again from the inputs and the events before it, and find
every ``top`` one where the piles put it. ``test_chance_vectors.py`` checks that the committed file is this
module's output, so the document cannot drift from the code.
"""

from __future__ import annotations

import json
import random as stdlib_random
from typing import Any, NamedTuple

import msgspec

from domain.audit import chain
from domain.audit.canonical import canonical
from domain.core.chance import HMAC_SHA256_CTR_V1, HmacCounterRandom, game_key
from domain.core.game import Game, Setup
from services.game_registry import all_games

SERVER_SEED = bytes(range(32))


class Vector(NamedTuple):
    """One vector game: its kind, seats, the seed of the chooser of legal commands, and the options
    it is created with beside their defaults (``label`` names it when the kind has several)."""

    kind: str
    seats: int
    chooser_seed: int
    options: dict[str, Any] = {}
    label: str = ""

    @property
    def game_id(self) -> str:
        return f"vector-{self.kind}-{self.seats}" + (f"-{self.label}" if self.label else "")

    @property
    def title(self) -> str:
        said = "".join(
            f", {key} {json.dumps(value)}" for key, value in self.options.items() if key != "custom_factions"
        )
        customs = [faction["id"] for faction in self.options.get("custom_factions", ())]
        return f"{self.kind}, {self.seats} seats{said}" + (f", custom factions {', '.join(customs)}" if customs else "")


#: A custom Trending Kittens faction (cards listed in the order its deck is shuffled from).
TABBIES = {
    "id": "tabbies",
    "name": "Tabbies",
    "cards": [
        {"id": "tabby-1", "up": ["filled"], "right": ["hollow", "filled"], "limit": 2},
        {"id": "tabby-2", "left": ["filled", "filled", "filled"], "limit": 1},
        {"id": "tabby-3", "up": ["filled"], "down": ["filled"]},
        {"id": "tabby-4", "right": ["hollow", "hollow", "filled"]},
        {"id": "tabby-5", "up": ["filled"], "right": ["filled"], "down": ["filled"], "limit": 2},
        {"id": "tabby-6", "left": ["filled", "filled"], "right": ["filled"]},
    ],
}
#: Short games that still reach each kind's later draws (a 100 as starter, a play pile and a
#: Litter Box reshuffled, a second deck, a match's next game) and each option that changes a draw.
VECTORS = (
    Vector("feed-the-kitten", 2, 11),
    Vector("kombat-kittens", 2, 3),
    Vector("kombat-kittens", 3, 37),
    Vector("kombat-kittens", 4, 4, {"dog_placement": "exact", "first_seat": 2}, "exact-dogs"),
    Vector("kombat-kittens", 5, 24),
    Vector("trending-kittens", 2, 1),
    Vector(
        "trending-kittens",
        3,
        14,
        {
            "faction_edition": 1,
            "best_of": 3,
            "factions": ["night-prowlers", "tabbies", "box-squad"],
            "custom_factions": [TABBIES],
        },
        "match",
    ),
    Vector("kinoko-kombat", 2, 1),
    Vector("kinoko-kombat", 2, 1, {"deal": "first-of-colour-v1"}, "first-of-colour"),
    Vector("kinoko-kombat", 3, 1),
    Vector("kinoko-kombat", 4, 1),
)
#: The events whose data holds a chance outcome, per kind (docs/fairness.md, "Chance schedules").
CHANCE_EVENTS = {
    "feed-the-kitten": {"round_dealt", "starter_returned", "draw_pile_reshuffled"},
    "kombat-kittens": {"game_started", "litter_box_reshuffled", "new_deck_shuffled"},
    "trending-kittens": {"game_started"},
    "kinoko-kombat": {"round_dealt"},
}
#: The events whose data follows from a shuffle without a draw: the top of a pile or deck.
TOP_EVENTS = {
    "feed-the-kitten": {"starter_flipped", "card_drawn"},
    "kombat-kittens": {"card_drawn", "dog_drawn"},
    "trending-kittens": {"starter_placed", "cards_drawn"},
    "kinoko-kombat": set(),
}
#: The first chain link printed in docs/fairness.md (test_vectors.py checks the same).
CREATED = {
    "game_id": "vector-game",
    "kind": "feed-the-kitten",
    "seats": 2,
    "options": {},
    "created_by": "p1",
    "created_at": 1764580000.25,
    "decision_seconds": None,
    "rng": "hmac-sha256-ctr-v1",
    "chain": "sha256-jcs-v1",
    "seed_commitment": "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd",
    "type": "lobby.game_created",
}
METADATA = {"player_id": "p1", "seat": None, "command": None, "decided_at": 0, "by": None}


def client_seeds(seats: int) -> list[str]:
    """The first seat sends a seed, the others none (``""``): both cases are in every vector."""
    return ["alice-seed", *[""] * (seats - 1)]


def lobby(kind: str, seats: int, game_id: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """The lobby events of a vector game: created at 1, one seat taken per version, started."""
    events = [
        {
            "v": 1,
            "decided_at": 0,
            "type": "lobby.game_created",
            "data": {"game_id": game_id, "kind": kind, "seats": seats, "options": options, "rng": HMAC_SHA256_CTR_V1},
        }
    ]
    for seat, seed in enumerate(client_seeds(seats)):
        data = {"seat": seat, "client_seed": seed}
        events.append({"v": seat + 2, "decided_at": seat + 1, "type": "lobby.seat_taken", "data": data})
    events.append({"v": seats + 2, "decided_at": seats + 1, "type": "lobby.game_started", "data": {}})
    return events


def play(game: Game[Any, Any, Any, Any], vector: Vector) -> dict[str, Any]:
    """One whole game: every event with its version and the version it was decided at, and each
    command with its seat by the version it was decided at (not printed: a verifier of chance
    needs none, the rules replay does)."""
    seats, game_id = vector.seats, vector.game_id
    options = msgspec.convert(vector.options, game.options_type)
    key = game_key(SERVER_SEED, game_id, client_seeds(seats))
    events = lobby(game.kind, seats, game_id, msgspec.to_builtins(options))
    chooser = stdlib_random.Random(vector.chooser_seed)
    commands: dict[int, dict[str, Any]] = {}
    state = game.initial_state(Setup(seats=seats, options=options))

    def append(decided_at: int, batch: Any) -> None:
        for event in batch:
            events.append(
                {
                    "v": len(events) + 1,
                    "decided_at": decided_at,
                    "type": type(event).__struct_config__.tag,
                    "data": _data(event),
                }
            )

    # The start is decided at the last lobby event's version, in the batch of lobby.game_started.
    start_at = seats + 1
    started = tuple(game.start(state, HmacCounterRandom(key, start_at)))
    append(start_at, started)
    state = game.fold(state, started)
    while not game.is_terminal(state):
        seat = chooser.choice(sorted(game.pending_seats(state)))
        command = chooser.choice(list(game.legal_commands(state, seat)))
        decided_at = len(events)
        commands[decided_at] = {"seat": seat, "command": msgspec.to_builtins(command)}
        batch = tuple(game.decide(state, seat, command, HmacCounterRandom(key, decided_at)))
        append(decided_at, batch)
        state = game.fold(state, batch)
    return {
        "kind": game.kind,
        "seats": seats,
        "game_id": game_id,
        "key": key.hex(),
        "events": events,
        "commands": commands,
    }


def marked(kind: str, event: dict[str, Any]) -> dict[str, Any]:
    """The event as the document prints it: ``chance`` on a drawn outcome, ``top`` on one that follows."""
    if event["type"] in CHANCE_EVENTS[kind]:
        return {**event, "chance": True}
    if event["type"] in TOP_EVENTS[kind]:
        return {**event, "top": True}
    return event


def _data(event: Any) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(event)
    data.pop("type", None)
    return data


def render() -> str:
    games = all_games()
    lines = [
        "# Fairness: whole-game chance vectors",
        "",
        "Generated by `python -m tests.unit.audit.chance_vectors` (do not edit; "
        "`tests/unit/audit/test_chance_vectors.py` checks this file is its output).",
        "",
        "Each game below was played to its end with chance from `hmac-sha256-ctr-v1`",
        "(`docs/fairness.md`). Inputs: server seed `S` = bytes `00 01 … 1f`, the game id,",
        'the client seeds (seat 0 sent `"alice-seed"`, the others none), hence the game key `K`.',
        "Every event is one JSON line: `v` its version, `decided_at` the version its",
        "decision was made at (its batch draws from that version's byte stream), its",
        "`type` and `data` (the stored body without its `type` member), `chance: true`",
        "on an event whose data holds a chance outcome, and `top: true` on one whose data",
        "follows from an earlier shuffle without a draw (the top card of a pile or deck).",
        "An implementation of the chance schedules in `docs/fairness.md` must draw every",
        "`chance` outcome again from `K` and the events before it, and find every `top`",
        "outcome where the piles it follows put it. The first line of each block is the",
        "game's header; the options a game was created with are in its `lobby.game_created`.",
        "",
        "The browser's verifier does (`tests/browser/js/vectors.test.mjs`).",
        "",
        "## The chain's first link",
        "",
        "`lobby.game_created` of game `vector-game` under `S`, metadata as stored without `hash`:",
        "",
        "```",
        f"canonical(entry(1)) = {canonical(_entry()).decode()}",
        f"salt(1)             = {chain.salt(SERVER_SEED, 1).hex()}",
        f"H(1)                = {_head_1()}",
        "```",
    ]
    for vector in VECTORS:
        played = play(games[vector.kind], vector)
        events = [marked(vector.kind, event) for event in played["events"]]
        chance = sum("chance" in event for event in events)
        tops = sum("top" in event for event in events)
        header = {"kind": vector.kind, "seats": vector.seats, "game_id": vector.game_id}
        lines += [
            "",
            f"## {vector.title}",
            "",
            f"{len(events)} events, {chance} holding chance outcomes, {tops} the top of a pile; "
            f"key `K` = `{played['key']}`.",
            "",
            "```jsonl",
            _line({**header, "client_seeds": client_seeds(vector.seats)}),
            *(_line(event) for event in events),
            "```",
        ]
    return "\n".join(lines) + "\n"


def _entry() -> dict[str, Any]:
    return {
        "data": CREATED,
        "metadata": METADATA,
        "stream_id": "game-vector-game",
        "type": CREATED["type"],
        "version": 1,
    }


def _head_1() -> str:
    return chain.link(SERVER_SEED, chain.GENESIS, "game-vector-game", 1, CREATED["type"], CREATED, METADATA).hex()


def _line(value: dict[str, Any]) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


if __name__ == "__main__":
    print(render(), end="")
