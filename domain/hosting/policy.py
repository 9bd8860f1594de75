"""Who may do what with a hosted game or tournament: one pure policy.

Every route and every service that changes or shows something on a caller's
behalf asks :func:`decide` with the caller (an :class:`Actor`), what it wants
(an action) and the facts the answer depends on, read at the moment of the
decision. The answer is :data:`ALLOWED` or a :class:`Denied` that says why, in
words a client can act on. Nothing here reads a clock, a store or a token: the
service builds the facts, so the rule table below can be tested exhaustively
(tests/unit/hosting/test_policy.py walks every actor, action and state).

The rules, in one place:

* Anyone may watch: summaries, the public view, a game's public history.
* A token is needed to change anything, with the scope the action names
  (:data:`SCOPE_OF`): ``play`` to create, sit, leave, start and act;
  ``organize`` to create and run a tournament; ``admin`` to abort a game;
  ``read`` for one's decisions.
* A seat's private view (its hand) is its holder's while the game runs, and
  everyone's once it has ended.
* A seat is taken only in an open game, and only in a game the lobby hosts:
  a tournament's game is created with its seats assigned from the pairing and
  nobody else may sit, leave or start it (its manager starts it).
* Only the seat's holder acts for it; only the game's creator or a seated
  player starts an open lobby game.
* A person enters a tournament only themselves (their own token): nobody is
  entered without consent. An organizer may also enter the server-played bots
  it registered, and may withdraw any entrant of its tournament.
* Only the tournament's organizer starts it; the service itself (the
  tournament manager, the deadline keeper) acts as the organizer's agent.
* A quick-play game is seated by its queue, as a tournament's game is by its
  pairing: nobody else sits, nobody leaves, only the service starts it.
* Anyone with a ``play`` token may seek a quick-play game; a seek is its
  player's alone to read (``read``) and cancel (``play``). The service answers
  anyone else as if the seek did not exist.
"""

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


# -- the rules ---------------------------------------------------------------

#: The scope each action needs; None: anyone, a token or not.
SCOPE_OF: Final[dict[type, Scope | None]] = {
    CreateGame: "play",
    TakeSeat: "play",
    LeaveSeat: "play",
    StartGame: "play",
    Act: "play",
    AbortGame: "admin",
    WatchGame: None,
    ReadSeat: None,
    ReadDecisions: "read",
    ReadOwnAccount: "read",
    RegisterPlayer: None,
    Administer: "admin",
    SpendServerWork: "play",
    CreateTournament: "organize",
    EnterTournament: "play",
    WithdrawEntrant: "play",
    RunTournament: "organize",
    SeekGame: "play",
    ReadSeek: "read",
    CancelSeek: "play",
}


def admits(actor: Actor, action: type) -> Verdict:
    """The door of a route: may ``actor`` ask for an action of this type at all? A token is
    needed, with the scope :data:`SCOPE_OF` names; an action anyone may take is still read
    with a token's own rights when one is given, so a token without ``read`` reads nothing.
    What the action is about (a game, a tournament) is decided with its facts by :func:`decide`."""
    scope = SCOPE_OF[action]
    if scope is None:
        if actor.player_id is not None and not actor.holds("read"):
            return _lacks(actor, "read")
        return ALLOWED
    if actor.player_id is None and not actor.service:
        return Denied("unauthenticated", "this needs a player token: Authorization: Bearer <token>")
    if not actor.holds(scope):
        return _lacks(actor, scope)
    return ALLOWED


def decide(actor: Actor, action: Action) -> Verdict:
    """May ``actor`` do ``action``? The door first (a token and its scope), then whose it is."""
    verdict = admits(actor, type(action))
    if verdict is not ALLOWED:
        return verdict
    return _whose(actor, action)


def _lacks(actor: Actor, scope: str) -> Denied:
    held = ", ".join(sorted(actor.scopes)) or "none"
    return Denied("scope", f"this needs a token with the {scope!r} scope; this token's scopes: {held}", scope=scope)


def _whose(actor: Actor, action: Action) -> Verdict:
    match action:
        case (
            CreateGame()
            | CreateTournament()
            | ReadDecisions()
            | ReadOwnAccount()
            | RegisterPlayer()
            | Administer()
            | WatchGame()
            | AbortGame()
            | SeekGame()
        ):
            return ALLOWED
        case TakeSeat(game=game, seat=seat):
            return _take_seat(actor, game, seat)
        case LeaveSeat(game=game):
            return _leave_seat(actor, game)
        case StartGame(game=game):
            return _start_game(actor, game)
        case Act(game=game):
            return _act(actor, game)
        case ReadSeat(game=game, seat=seat):
            return _read_seat(actor, game, seat)
        case EnterTournament(tournament=tournament, entrant=entrant):
            return _about_entrant(actor, tournament, entrant, "enter")
        case WithdrawEntrant(tournament=tournament, entrant=entrant):
            return _about_entrant(actor, tournament, entrant, "withdraw")
        case SpendServerWork(budget=budget):
            # The service too: a tournament's games spend its organizer's budget.
            if budget.spent < budget.limit:
                return ALLOWED
            return Denied(
                "quota",
                f"this budget started {budget.spent} games with server bots in the last hour, the most it may "
                f"({budget.limit}); play with client bots, or wait",
            )
        case RunTournament(tournament=tournament):
            if actor.service or actor.player_id == tournament.organizer:
                return ALLOWED
            return Denied("forbidden", "only the tournament's organizer may do that")
        case ReadSeek(seek=seek) | CancelSeek(seek=seek):
            if actor.service or actor.player_id == seek.owner:
                return ALLOWED
            return Denied("forbidden", "a seek is its player's alone")
    raise TypeError(f"not an action: {type(action).__name__}")


def _lobby_open(game: GameFacts) -> Verdict:
    if game.status != "open":
        return Denied("conflict", f"the game is {game.status}; seats change only before it starts")
    return ALLOWED


def _take_seat(actor: Actor, game: GameFacts, seat: int | None) -> Verdict:
    if game.tournament_id is not None and not actor.service:
        return Denied("forbidden", "a tournament's game is seated by its pairing; nobody else may sit in it")
    if game.match_id is not None and not actor.service:
        return Denied("forbidden", "a quick-play game is seated by its queue; nobody else may sit in it")
    if (verdict := _lobby_open(game)) is not ALLOWED:
        return verdict
    if game.seat_of(actor.player_id) is not None:
        return Denied("conflict", "you already hold a seat in this game")
    if seat is not None and 0 <= seat < len(game.seats) and game.seats[seat] is not None:
        return Denied("conflict", f"seat {seat} is taken")
    if seat is None and None not in game.seats:
        return Denied("conflict", "the game is full")
    return ALLOWED


def _leave_seat(actor: Actor, game: GameFacts) -> Verdict:
    if game.tournament_id is not None:
        return Denied("forbidden", "a tournament's entrant cannot leave its game; withdraw from the tournament")
    if game.match_id is not None:
        return Denied("forbidden", "a quick-play game's seats are kept until it ends")
    if (verdict := _lobby_open(game)) is not ALLOWED:
        return verdict
    if game.seat_of(actor.player_id) is None:
        return Denied("not-seated", "you hold no seat in this game")
    return ALLOWED


def _start_game(actor: Actor, game: GameFacts) -> Verdict:
    if game.tournament_id is not None and not actor.service:
        return Denied("forbidden", "a tournament's game is started by the tournament, not by a player")
    if game.match_id is not None and not actor.service:
        return Denied("forbidden", "a quick-play game is started by its queue, not by a player")
    if (verdict := _lobby_open(game)) is not ALLOWED:
        return verdict
    if not actor.service and actor.player_id != game.created_by and game.seat_of(actor.player_id) is None:
        return Denied("not-seated", "only the game's creator or a seated player may start it")
    empty = [seat for seat, holder in enumerate(game.seats) if holder is None]
    if empty:
        return Denied("conflict", f"the game cannot start: seats {empty} are empty")
    return ALLOWED


def _act(actor: Actor, game: GameFacts) -> Verdict:
    if game.seat_of(actor.player_id) is None:
        return Denied("not-seated", "you hold no seat in this game")
    return ALLOWED


def _read_seat(actor: Actor, game: GameFacts, seat: int) -> Verdict:
    if game.status == "finished" or game.seat_of(actor.player_id) == seat:
        return ALLOWED
    return Denied("not-seated", "while the game runs, a seat's view is shown only to the player holding it")


def _about_entrant(actor: Actor, tournament: TournamentFacts, entrant: PlayerFacts, verb: str) -> Verdict:
    if actor.service or entrant.player_id == actor.player_id:
        return ALLOWED
    if actor.player_id != tournament.organizer:
        return Denied("forbidden", f"only the organizer may {verb} another player, and only a bot it registered")
    if not actor.holds("organize"):
        return Denied("scope", f"to {verb} a bot you registered, the token needs the 'organize' scope", "organize")
    if verb == "withdraw" or (entrant.server_bot and entrant.registered_by == actor.player_id):
        return ALLOWED
    return Denied(
        "forbidden",
        f"an organizer may {verb} only the server bots it registered; a person enters with their own token",
    )
