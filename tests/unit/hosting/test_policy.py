"""Who may do what: every actor, every action, every game state.

The policy is walked exhaustively (each actor against each action in each
state of a lobby game, a tournament's game and a quick-play game), and each rule of
domain/hosting/policy.py is stated here once as a property of the whole table,
so a rule that breaks fails one named test.
"""

from __future__ import annotations

import itertools
import typing

import pytest

from domain.hosting.policy import (
    ANONYMOUS,
    SCOPE_OF,
    SERVICE,
    AbortGame,
    Act,
    Action,
    Actor,
    Administer,
    Allowed,
    CancelSeek,
    CreateGame,
    CreateTournament,
    Denied,
    EnterTournament,
    GameFacts,
    LeaveSeat,
    PlayerFacts,
    ReadDecisions,
    ReadOwnAccount,
    ReadSeat,
    ReadSeek,
    RegisterPlayer,
    RunTournament,
    SeekFacts,
    SeekGame,
    ServerWorkFacts,
    SpendServerWork,
    StartGame,
    TakeSeat,
    TournamentFacts,
    Verdict,
    WatchGame,
    WithdrawEntrant,
    decide,
)

pytestmark = pytest.mark.unit

EVERYTHING = frozenset({"play", "organize", "read"})

ACTORS: dict[str, Actor] = {
    "anonymous": ANONYMOUS,
    "creator": Actor("creator", EVERYTHING),
    "holder": Actor("holder", EVERYTHING),
    "outsider": Actor("outsider", EVERYTHING),
    "organizer": Actor("organizer", EVERYTHING),
    "reader": Actor("holder", frozenset({"read"})),
    "operator": Actor("operator", frozenset({"admin"})),
    "service": SERVICE,
}


#: Who seated the game: the lobby's players, a tournament's pairing, a quick-play queue's match.
SEATED_BY = [{}, {"tournament_id": "t1"}, {"match_id": "matchmaking-feed-the-kitten/1"}]


def games() -> list[GameFacts]:
    """Lobby, tournament and quick-play games, open with a free seat, open and full, running, finished."""
    out = []
    for seated_by, status, seats in itertools.product(
        SEATED_BY, ("open", "running", "finished"), (("holder", None), ("holder", "other"))
    ):
        if seated_by and None in seats:
            continue  # a tournament's or quick-play game is seated when it is created
        out.append(GameFacts(status=status, created_by="creator", seats=seats, **seated_by))
    return out


TOURNAMENT = TournamentFacts(organizer="organizer")
ENTRANTS = [
    PlayerFacts("holder"),
    PlayerFacts("outsider"),
    PlayerFacts("own-bot", server_bot=True, registered_by="organizer"),
    PlayerFacts("stray-bot", server_bot=True, registered_by=None),
    PlayerFacts("others-bot", server_bot=True, registered_by="outsider"),
]


SEEKS = [SeekFacts(owner="holder"), SeekFacts(owner="outsider")]


def actions() -> list[Action]:
    out: list[Action] = [CreateGame(), WatchGame(), ReadDecisions(), CreateTournament(), RunTournament(TOURNAMENT)]
    out += [ReadOwnAccount(), RegisterPlayer(), Administer()]
    out += [SpendServerWork(ServerWorkFacts(spent=spent, limit=2)) for spent in (0, 1, 2, 3)]
    out += [SeekGame()] + [action(seek) for seek in SEEKS for action in (ReadSeek, CancelSeek)]
    for game in games():
        out += [TakeSeat(game), TakeSeat(game, 1), LeaveSeat(game), StartGame(game), Act(game), AbortGame(game)]
        out += [ReadSeat(game, 0), ReadSeat(game, 1)]
    for entrant in ENTRANTS:
        out += [EnterTournament(TOURNAMENT, entrant), WithdrawEntrant(TOURNAMENT, entrant)]
    return out


TABLE: list[tuple[str, Actor, Action, Verdict]] = [
    (name, actor, action, decide(actor, action))
    for (name, actor), action in itertools.product(ACTORS.items(), actions())
]


def test_every_action_has_a_scope_and_every_combination_has_an_answer() -> None:
    assert set(SCOPE_OF) == set(typing.get_args(Action))
    assert all(isinstance(verdict, Allowed | Denied) for *_, verdict in TABLE)
    assert len(TABLE) > 600


def test_without_a_token_nothing_changes_and_every_refusal_says_so() -> None:
    for _, actor, action, verdict in TABLE:
        if actor is ANONYMOUS and SCOPE_OF[type(action)] is not None:
            assert isinstance(verdict, Denied) and verdict.reason == "unauthenticated", action


def test_a_token_without_the_actions_scope_is_refused_for_its_scope() -> None:
    reader = ACTORS["reader"]
    for _, actor, action, verdict in TABLE:
        if actor is reader and SCOPE_OF[type(action)] in {"play", "organize", "admin"}:
            assert isinstance(verdict, Denied) and verdict.reason == "scope", action


def test_only_an_operator_aborts() -> None:
    for name, _, action, verdict in TABLE:
        if isinstance(action, AbortGame):
            assert isinstance(verdict, Allowed) == (name in {"operator", "service"}), (name, action)


def test_nobody_but_the_service_sits_in_leaves_or_starts_a_tournaments_or_quick_play_game() -> None:
    for name, _, action, verdict in TABLE:
        if isinstance(action, TakeSeat | LeaveSeat | StartGame) and action.game.assigned:
            if name != "service" or isinstance(action, LeaveSeat):
                assert isinstance(verdict, Denied) and verdict.reason in {"forbidden", "unauthenticated", "scope"}


def test_seats_change_only_while_the_game_is_open() -> None:
    for _, _, action, verdict in TABLE:
        if isinstance(action, TakeSeat | LeaveSeat | StartGame) and action.game.status != "open":
            assert isinstance(verdict, Denied)


def test_a_free_seat_of_an_open_lobby_game_is_anyones_with_a_play_token() -> None:
    for name, actor, action, verdict in TABLE:
        if not isinstance(action, TakeSeat) or action.game.assigned or action.game.status != "open":
            continue
        wanted = (
            action.seat
            if action.seat is not None
            else action.game.seats.index(None)
            if None in action.game.seats
            else None
        )
        free = wanted is not None and action.game.seats[wanted] is None
        seated = action.game.seat_of(actor.player_id) is not None
        expected = free and (actor.service or (not seated and actor.holds("play") and actor.player_id is not None))
        assert isinstance(verdict, Allowed) == expected, (name, action)


def test_only_a_seats_holder_acts_for_it() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, Act):
            holds = action.game.seat_of(actor.player_id) is not None and actor.holds("play")
            assert isinstance(verdict, Allowed) == holds, (name, action)


def test_only_the_creator_or_a_seated_player_starts_a_full_open_lobby_game() -> None:
    for name, actor, action, verdict in TABLE:
        if not isinstance(action, StartGame) or action.game.assigned:
            continue
        game = action.game
        may = actor.service or (
            actor.holds("play") and (actor.player_id == game.created_by or game.seat_of(actor.player_id) is not None)
        )
        expected = may and game.status == "open" and None not in game.seats
        assert isinstance(verdict, Allowed) == expected, (name, action)


def test_a_running_games_seat_is_shown_only_to_its_holder_and_every_seat_once_it_ended() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, ReadSeat):
            own = action.game.seat_of(actor.player_id) == action.seat
            may_read = actor.player_id is None or actor.holds("read")
            shown = action.game.status == "finished" or own
            assert isinstance(verdict, Allowed) == (may_read and shown), (name, action)


def test_nobody_is_entered_without_consent_but_an_organizers_own_bots() -> None:
    for name, actor, action, verdict in TABLE:
        if not isinstance(action, EnterTournament):
            continue
        entrant = action.entrant
        own_bot = entrant.server_bot and entrant.registered_by == actor.player_id == "organizer"
        yourself = entrant.player_id == actor.player_id and actor.holds("play")
        assert isinstance(verdict, Allowed) == (actor.service or yourself or own_bot), (name, entrant)


def test_an_organizer_withdraws_any_entrant_and_a_player_only_themselves() -> None:
    for name, actor, action, verdict in TABLE:
        if not isinstance(action, WithdrawEntrant):
            continue
        yourself = action.entrant.player_id == actor.player_id and actor.holds("play")
        assert isinstance(verdict, Allowed) == (actor.service or yourself or name == "organizer"), (name, action)


def test_only_the_organizer_runs_its_tournament() -> None:
    for name, _, action, verdict in TABLE:
        if isinstance(action, RunTournament):
            assert isinstance(verdict, Allowed) == (name in {"organizer", "service"}), name


def test_anyone_watches_and_a_token_watches_with_its_own_rights() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, WatchGame):
            may_read = actor.player_id is None or actor.holds("read")
            assert isinstance(verdict, Allowed) == may_read, name


def test_a_play_token_reads_what_it_plays() -> None:
    assert decide(Actor("p", frozenset({"play"})), ReadDecisions()) == Allowed()
    assert isinstance(decide(Actor("p", frozenset({"organize"})), ReadDecisions()), Denied)


def test_only_an_operator_administers_and_anyone_registers() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, Administer):
            assert isinstance(verdict, Allowed) == (actor.service or "admin" in actor.scopes), name
        if isinstance(action, RegisterPlayer):
            assert isinstance(verdict, Allowed) == (actor.player_id is None or actor.holds("read")), name


def test_ones_own_account_is_read_with_a_token_that_may_read() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, ReadOwnAccount):
            assert isinstance(verdict, Allowed) == (actor.service or actor.holds("read")), name


def test_the_servers_work_is_spent_only_within_its_budget_by_the_service_too() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, SpendServerWork):
            may_play = actor.service or (actor.player_id is not None and actor.holds("play"))
            within = action.budget.spent < action.budget.limit
            assert isinstance(verdict, Allowed) == (may_play and within), (name, action.budget)
            if may_play and not within:
                assert isinstance(verdict, Denied) and verdict.reason == "quota"


def test_anyone_with_a_play_token_seeks_a_quick_play_game() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, SeekGame):
            assert isinstance(verdict, Allowed) == (actor.service or actor.holds("play")), name


def test_a_seek_is_read_and_cancelled_by_its_player_alone() -> None:
    for name, actor, action, verdict in TABLE:
        if isinstance(action, ReadSeek | CancelSeek):
            own = action.seek.owner == actor.player_id and actor.holds(SCOPE_OF[type(action)] or "")
            assert isinstance(verdict, Allowed) == (actor.service or own), (name, action)
            if not own and actor.player_id is not None and isinstance(verdict, Denied) and verdict.reason != "scope":
                assert verdict.reason == "forbidden"  # the service answers it as an unknown seek


def test_a_read_token_reads_its_seek_but_does_not_cancel_it() -> None:
    reader, seek = ACTORS["reader"], SeekFacts(owner="holder")
    assert decide(reader, ReadSeek(seek)) == Allowed()
    refused = decide(reader, CancelSeek(seek))
    assert isinstance(refused, Denied) and (refused.reason, refused.scope) == ("scope", "play")
