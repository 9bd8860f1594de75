"""Request and response bodies of the REST API (msgspec Structs, typed in OpenAPI)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from domain.audit.chain import ChainHead
from domain.audit.receipts import Receipt
from services.history import HistoryEntry
from services.views import GameSummary, SeatView

#: A seat's contribution to the game's randomness (docs/fairness.md): letters, digits and ._~+/=-.
ClientSeed = Annotated[str, msgspec.Meta(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9._~+/=-]+$")]

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern=r"^\S(.*\S)?$")]


class RegisterPlayer(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: Name
    #: Make this player a built-in bot, played by the server in every game it sits in.
    bot: Literal["random", "heuristic"] | None = None


class PlayerRegistered(msgspec.Struct, frozen=True):
    player_id: str
    name: str
    bot: str | None
    #: Send as ``Authorization: Bearer <token>``; it is shown only once.
    token: str


class CreateGame(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    options: dict[str, Any] = {}
    #: Take a seat at once (the first free one).
    join: bool = False
    #: Seconds each seat has for each decision; when it passes, the game's
    #: default command is played for the seat (see docs/deadlines.md).
    decision_seconds: Annotated[float, msgspec.Meta(gt=0, le=86_400)] | None = None
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
    expected_version: Annotated[int, msgspec.Meta(ge=0)] | None = None


class CommandResult(msgspec.Struct, frozen=True):
    game_id: str
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


class GameList(msgspec.Struct, frozen=True):
    games: list[GameSummary]
    offset: int
    limit: int


class History(msgspec.Struct, frozen=True):
    game_id: str
    status: str
    #: True once the game has ended: the history is complete and public.
    complete: bool
    events: list[HistoryEntry]


class StateAtVersion(msgspec.Struct, frozen=True):
    game_id: str
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


class Health(msgspec.Struct, frozen=True):
    status: str
    postgres: str
    redis: str
    projector_checkpoint: str | None
