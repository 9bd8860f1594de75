"""The words of the policy (``domain/hosting/policy.py``): who asks (:class:`Actor`), what
they ask for (one action each, carrying the facts its answer depends on, read at the
moment of the decision), and the verdicts. The rules themselves are in the policy."""

from __future__ import annotations

from typing import Final, Literal

import msgspec

Scope = Literal["play", "read", "organize", "admin"]
GameStatus = Literal["open", "running", "finished"]

#: A scope that includes another (a ``play`` token may read what it plays).
IMPLIED_SCOPES: Final[dict[str, frozenset[str]]] = {"play": frozenset({"read"})}


class Actor(msgspec.Struct, frozen=True):
    """Who asks. ``player_id`` is None for an anonymous caller; ``service`` is the
    service itself acting for a tournament or a deadline (it holds every scope)."""

    player_id: str | None = None
    scopes: frozenset[str] = frozenset()
    service: bool = False

    def holds(self, scope: str) -> bool:
        if self.service:
            return True
        return scope in self.scopes or any(scope in IMPLIED_SCOPES.get(held, ()) for held in self.scopes)


ANONYMOUS: Final = Actor()
SERVICE: Final = Actor(player_id=None, service=True)


def service_acting_for(player_id: str) -> Actor:
    """The service itself, acting on a player's behalf (a tournament's manager for its
    organizer): it holds every right, and the history names that player."""
    return Actor(player_id=player_id, service=True)


class GameFacts(msgspec.Struct, frozen=True):
    """What the policy needs to know of a game: its status, creator and seats."""

    status: GameStatus
    created_by: str
    #: Each seat's holder (a player id), None while it is free.
    seats: tuple[str | None, ...]
    #: The tournament that hosts the game (its seats come from the pairing), None for a lobby game.
    tournament_id: str | None = None
    #: The quick-play match that seated the game (its seats come from the queue), None otherwise.
    match_id: str | None = None

    @property
    def assigned(self) -> bool:
        """Seated by the service when it was created (a tournament's pairing, a quick-play match)."""
        return self.tournament_id is not None or self.match_id is not None

    def seat_of(self, player_id: str | None) -> int | None:
        if player_id is None:
            return None
        return next((seat for seat, holder in enumerate(self.seats) if holder == player_id), None)


class PlayerFacts(msgspec.Struct, frozen=True):
    """A player an action is about (an entrant): a person, or a bot the server plays."""

    player_id: str
    #: True when the server plays this player (a built-in bot).
    server_bot: bool = False
    #: The player who registered this bot, if a token registered it.
    registered_by: str | None = None


class TournamentFacts(msgspec.Struct, frozen=True):
    organizer: str


class ServerWorkFacts(msgspec.Struct, frozen=True):
    """The server's work a player's budget has paid for: the games with a server-played bot
    it started in the last hour, and how many one player may."""

    spent: int
    limit: int


class SeekFacts(msgspec.Struct, frozen=True):
    """A quick-play seek: whose it is."""

    owner: str


# -- actions -----------------------------------------------------------------


class CreateGame(msgspec.Struct, frozen=True):
    pass


class TakeSeat(msgspec.Struct, frozen=True):
    game: GameFacts
    #: The seat asked for (None: any free one).
    seat: int | None = None


class LeaveSeat(msgspec.Struct, frozen=True):
    game: GameFacts


class StartGame(msgspec.Struct, frozen=True):
    game: GameFacts


class Act(msgspec.Struct, frozen=True):
    """Send a command for one's seat."""

    game: GameFacts


class AbortGame(msgspec.Struct, frozen=True):
    game: GameFacts


class WatchGame(msgspec.Struct, frozen=True):
    """Read what everyone may see: a summary, the public view, the public history."""


class ReadSeat(msgspec.Struct, frozen=True):
    """Read one seat's private view (its hand): its holder's while the game runs, anyone's after."""

    game: GameFacts
    seat: int


class ReadDecisions(msgspec.Struct, frozen=True):
    """Follow the decisions owed by one's own seats (``/players/me/decisions``)."""


class ReadOwnAccount(msgspec.Struct, frozen=True):
    """Read one's own player and the games one sits in."""


class RegisterPlayer(msgspec.Struct, frozen=True):
    """Register a player: anyone may; with a token, a bot registered on that player's behalf."""


class SpendServerWork(msgspec.Struct, frozen=True):
    """Start a game whose seats the server plays (its built-in bots), on a player's budget: a
    lobby game's creator pays, and so does a tournament's organizer for its games."""

    budget: ServerWorkFacts


class Administer(msgspec.Struct, frozen=True):
    """An operator's tools (tokens of any player, a tournament's entrants): the admin scope is the rule."""


class CreateTournament(msgspec.Struct, frozen=True):
    pass


class EnterTournament(msgspec.Struct, frozen=True):
    tournament: TournamentFacts
    entrant: PlayerFacts


class WithdrawEntrant(msgspec.Struct, frozen=True):
    tournament: TournamentFacts
    entrant: PlayerFacts


class RunTournament(msgspec.Struct, frozen=True):
    """Start it, close entries: what only its organizer does."""

    tournament: TournamentFacts


class SeekGame(msgspec.Struct, frozen=True):
    """Ask the quick-play queue for a game (``POST /matchmaking/seeks``)."""


class ReadSeek(msgspec.Struct, frozen=True):
    seek: SeekFacts


class CancelSeek(msgspec.Struct, frozen=True):
    seek: SeekFacts


Action = (
    CreateGame
    | TakeSeat
    | LeaveSeat
    | StartGame
    | Act
    | AbortGame
    | WatchGame
    | ReadSeat
    | ReadDecisions
    | ReadOwnAccount
    | RegisterPlayer
    | Administer
    | SpendServerWork
    | CreateTournament
    | EnterTournament
    | WithdrawEntrant
    | RunTournament
    | SeekGame
    | ReadSeek
    | CancelSeek
)


# -- verdicts ----------------------------------------------------------------

Reason = Literal["unauthenticated", "scope", "forbidden", "not-seated", "conflict", "quota"]


class Allowed(msgspec.Struct, frozen=True):
    pass


class Denied(msgspec.Struct, frozen=True):
    """Why not: ``unauthenticated`` (no token), ``scope`` (the token lacks ``scope``),
    ``forbidden`` (not this actor's to do), ``not-seated`` (no seat here), ``conflict``
    (not in the game's present state), ``quota`` (a budget is spent)."""

    reason: Reason
    message: str
    scope: str | None = None


ALLOWED: Final = Allowed()
Verdict = Allowed | Denied
