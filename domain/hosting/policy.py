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

from typing import Final

from domain.hosting.actions import (
    ALLOWED as ALLOWED,
)
from domain.hosting.actions import (
    ANONYMOUS as ANONYMOUS,
)
from domain.hosting.actions import (
    IMPLIED_SCOPES as IMPLIED_SCOPES,
)
from domain.hosting.actions import (
    SERVICE as SERVICE,
)
from domain.hosting.actions import (
    AbortGame as AbortGame,
)
from domain.hosting.actions import (
    Act as Act,
)
from domain.hosting.actions import (
    Action as Action,
)
from domain.hosting.actions import (
    Actor as Actor,
)
from domain.hosting.actions import (
    Administer as Administer,
)
from domain.hosting.actions import (
    Allowed as Allowed,
)
from domain.hosting.actions import (
    CancelSeek as CancelSeek,
)
from domain.hosting.actions import (
    CreateGame as CreateGame,
)
from domain.hosting.actions import (
    CreateTournament as CreateTournament,
)
from domain.hosting.actions import (
    Denied as Denied,
)
from domain.hosting.actions import (
    EnterTournament as EnterTournament,
)
from domain.hosting.actions import (
    GameFacts as GameFacts,
)
from domain.hosting.actions import (
    GameStatus as GameStatus,
)
from domain.hosting.actions import (
    LeaveSeat as LeaveSeat,
)
from domain.hosting.actions import (
    PlayerFacts as PlayerFacts,
)
from domain.hosting.actions import (
    ReadDecisions as ReadDecisions,
)
from domain.hosting.actions import (
    ReadOwnAccount as ReadOwnAccount,
)
from domain.hosting.actions import (
    ReadSeat as ReadSeat,
)
from domain.hosting.actions import (
    ReadSeek as ReadSeek,
)
from domain.hosting.actions import (
    Reason as Reason,
)
from domain.hosting.actions import (
    RegisterPlayer as RegisterPlayer,
)
from domain.hosting.actions import (
    RunTournament as RunTournament,
)
from domain.hosting.actions import (
    Scope as Scope,
)
from domain.hosting.actions import (
    SeekFacts as SeekFacts,
)
from domain.hosting.actions import (
    SeekGame as SeekGame,
)
from domain.hosting.actions import (
    ServerWorkFacts as ServerWorkFacts,
)
from domain.hosting.actions import (
    SpendServerWork as SpendServerWork,
)
from domain.hosting.actions import (
    StartGame as StartGame,
)
from domain.hosting.actions import (
    TakeSeat as TakeSeat,
)
from domain.hosting.actions import (
    TournamentFacts as TournamentFacts,
)
from domain.hosting.actions import (
    Verdict as Verdict,
)
from domain.hosting.actions import (
    WatchGame as WatchGame,
)
from domain.hosting.actions import (
    WithdrawEntrant as WithdrawEntrant,
)
from domain.hosting.actions import (
    service_acting_for as service_acting_for,
)

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
