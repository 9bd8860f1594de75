"""Request and response bodies of the REST API (msgspec Structs, typed in OpenAPI)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from litestar.enums import RequestEncodingType
from litestar.openapi.spec import Example
from litestar.params import Body

from domain.audit.chain import ChainHead
from domain.audit.log_leaf import LogLeaf
from domain.audit.receipts import Receipt
from domain.hosting.record import Status
from domain.hosting.visibility import GameSummary, SeatView
from domain.tournament import Format, Seeding, Standing
from services.history import HistoryEntry
from services.input_checks import MAX_DECISION_SECONDS, MIN_DECISION_SECONDS

#: A seat's contribution to the game's randomness (docs/fairness.md): letters, digits and ._~+/=-.
ClientSeed = Annotated[str, msgspec.Meta(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9._~+/=-]+$")]

#: Printable: no control character (a NUL once reached PostgreSQL and came back as a 500).
Name = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=64,
        pattern=r"^[^\s\x00-\x1f\x7f-\x9f]([^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f])?$",
    ),
]


class RegisterPlayer(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: Name
    #: Make this player a built-in bot, played by the server in every game it sits in.
    bot: Literal["random", "heuristic"] | None = None
    #: A unique handle for leaderboards and standings (lower case); made from the name when omitted.
    handle: Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9_-]{0,31}$")] | None = None


class PlayerRegistered(msgspec.Struct, frozen=True):
    player_id: str
    name: str
    bot: str | None
    #: Send as ``Authorization: Bearer <token>``; it is shown only once. Scopes: play, organize, read.
    token: str
    #: Unique among players; the name is only a display name.
    handle: str | None = None


class CreateGame(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    options: dict[str, Any] = {}
    #: Take a seat at once (the first free one).
    join: bool = False
    #: Seconds each seat has for each decision; when it passes, the game's
    #: default command is played for the seat (see docs/deadlines.md).
    decision_seconds: Annotated[float, msgspec.Meta(ge=MIN_DECISION_SECONDS, le=MAX_DECISION_SECONDS)] | None = None
    #: With ``join``: the seat's client seed (see JoinGame).
    client_seed: ClientSeed | None = None


class JoinGame(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    #: The seat to take (0-based); the first free one when omitted.
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None
    #: The seat's share of the game's randomness, mixed with the server's
    #: committed seed; recorded in lobby.seat_taken. None gives "" (docs/fairness.md).
    client_seed: ClientSeed | None = None


class SubmitCommand(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    #: The game's command as JSON, e.g. ``{"type": "play_card", "card": 50}``;
    #: ``GET /kinds/{kind}`` gives the schema of each game's commands.
    command: dict[str, Any]
    #: The game version the client decided on; a newer game answers 409.
    expected_version: Annotated[int, msgspec.Meta(ge=0, le=10_000_000)] | None = None


class LogLocator(msgspec.Struct, frozen=True):
    """Where the command's batch is in the transparency log (docs/transparency.md), seconds after the answer."""

    #: The leaf the batch becomes: the game, the batch's versions and the chain hash after it.
    leaf: LogLeaf
    #: Its RFC 9162 leaf hash (hex); a client recomputes it from ``leaf``.
    leaf_hash: str
    #: The path of its inclusion proof (a 404 until the log's writer has appended it).
    proof: str


class CommandResult(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    version: int
    #: True when an earlier command with the same Idempotency-Key answered.
    replayed: bool
    #: The events the command caused, as the acting seat may see them.
    events: list[HistoryEntry]
    #: The acting seat's view after the command.
    view: SeatView
    #: The game's hash chain after the command (version, hash of its last event).
    chain: ChainHead | None = None
    #: The service's signature over (game id, version, chain head): keep it to
    #: prove later what the history was at this move (docs/fairness.md).
    receipt: Receipt | None = None
    #: The batch's leaf in the transparency log and where its inclusion proof is served.
    log: LogLocator | None = None


class GameList(msgspec.Struct, frozen=True):
    games: list[GameSummary]
    offset: int
    limit: int
    #: How many games match the filters now.
    total: int = 0
    #: Pass as ``cursor`` for the page after this one; None on the last page.
    next_cursor: str | None = None
    #: The next page's path and query, ready to follow; None on the last page.
    next: str | None = None


class History(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    status: Status
    #: True once the game has ended: the history is complete and public.
    complete: bool
    events: list[HistoryEntry]


class StateAtVersion(msgspec.Struct, frozen=True):
    game_id: str
    kind: str
    version: int
    #: The full state of the rules (only once the game has ended).
    state: Any
    #: The caller's view at that version (a spectator's without a seat).
    view: SeatView


class KindInfo(msgspec.Struct, frozen=True):
    kind: str
    title: str
    min_seats: int
    max_seats: int
    default_options: dict[str, Any]
    options_schema: dict[str, Any]
    command_schema: dict[str, Any]


class CreateTournamentRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    format: Format
    #: 2: matches of ``games_per_match`` games; 3 to 5: one game per table.
    seats_per_game: Annotated[int, msgspec.Meta(ge=2, le=5)] = 2
    #: None: the format's default (Swiss: ceil(log2 entrants)).
    rounds: Annotated[int, msgspec.Meta(ge=1, le=100)] | None = None
    games_per_match: Annotated[int, msgspec.Meta(ge=1, le=15)] = 1
    game_options: dict[str, Any] = {}
    #: Seconds per decision in the tournament's games (docs/deadlines.md).
    decision_seconds: Annotated[float, msgspec.Meta(ge=MIN_DECISION_SECONDS, le=MAX_DECISION_SECONDS)] | None = None
    #: Seed 1 is the first registered (``registration``) or the best rated in the kind at the start
    #: (``rating``: ``mu - 3 sigma``, docs/ratings.md); Swiss pairs by points, then seed.
    seeding: Seeding = "registration"


class EnterTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    #: The player to enter (the organizer may enter anyone, e.g. its bots); yourself when omitted.
    player_id: Annotated[str, msgspec.Meta(max_length=64)] | None = None


class StandingRow(Standing, frozen=True):
    """One line of the standings (docs/tournaments.md), with the entrant's unique handle:
    names repeat (every bot an organizer registers may be called "builtin-heuristic"), handles do not."""

    #: The entrant's player's handle; None for a player made before handles.
    handle: str | None = None


class Health(msgspec.Struct, frozen=True):
    status: str
    postgres: str
    redis: str
    projector_checkpoint: str | None


def body(struct: Any, description: str, **examples: dict[str, Any]) -> Any:
    """A JSON request body with its description and named examples in the spec."""
    return Annotated[struct, body_spec(description, **examples)]


def body_spec(description: str, **examples: dict[str, Any]) -> Any:
    """The spec part of :func:`body`, for an ``Annotated[...]`` alias mypy can read as a type."""
    return Body(
        description=description,
        media_type=RequestEncodingType.JSON,
        examples=[Example(summary=name.replace("_", " "), value=value) for name, value in examples.items()],
    )


RegisterPlayerBody = body(
    RegisterPlayer,
    "Your player's name (and, for a built-in bot, its strategy).",
    a_player={"name": "ada"},
    a_bot={"name": "robo", "bot": "heuristic"},
)
CreateGameBody = body(
    CreateGame,
    "A game of a kind with a number of seats; its options are the kind's (`GET /kinds/{kind}`).",
    two_seats_and_take_one={"kind": "feed-the-kitten", "seats": 2, "join": True},
    with_options_and_a_clock={"kind": "kombat-kittens", "seats": 3, "options": {}, "decision_seconds": 60},
)
JoinGameBody = body(
    JoinGame | None, "The seat to take; the first free one without a body or a seat.", a_seat={"seat": 1}, any_seat={}
)
SubmitCommandBody = body(
    SubmitCommand,
    "One of your seat's legal commands (the view lists them), and the version you decided on.",
    play_card_20={"command": {"type": "play_card", "card": 20}, "expected_version": 7},
    draw={"command": {"type": "draw_card"}},
)
