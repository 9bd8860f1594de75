"""The bot runner: the decisions stream → your strategy or policy → one command per decision.

    ended = await me.runner(choose).play([game_id])     # until that game ends
    ended = await me.runner(RandomPolicy(seed=1)).play(count=3)  # until three of its games end

``choose`` is either

* a **strategy**: any callable taking the seat's typed view (a kind's
  ``GameView``, with ``legal_commands``) and returning one command (or an
  awaitable of one); or
* a **policy** (:class:`clowder_sdk.policy.Policy`, ``act(observation, view)
  -> action``), the interface the training environments use: the runner
  builds the same observation the environment would from the server's JSON
  and spells the command from the policy's actions
  (:class:`clowder_sdk.online.PolicyBot`), so a policy that plays an
  environment plays the server unchanged.

What the runner does for you:

* one connection, resumed with ``Last-Event-ID`` after a cut
  (:class:`~clowder_sdk.streams.EventStream`);
* each decision answered with one ``POST /commands`` carrying
  ``expected_version`` and an ``Idempotency-Key`` that every resend reuses;
  requests paced to the ``RateLimit`` headers and retried with backoff
  (:class:`~clowder_sdk.transport.ResilientTransport`);
* a decision announced twice, or overtaken by its own command, is not played
  twice; after a command whose answer says it is still your turn it acts at
  once; a 409 because another seat moved first (several decide at once in
  Kombat Kittens) reads the game again and decides again if the seat is still
  awaited;
* it stops on each game's ``game_ended``: after the games it was given, or
  after ``count`` of its games (a tournament entrant), or never (cancel it).
"""

from __future__ import annotations

import inspect
import json
import random
import uuid
from collections.abc import Awaitable, Callable, Collection, Mapping
from contextlib import aclosing
from typing import TYPE_CHECKING, Any, TypeAlias

from clowder_sdk.generated import models
from clowder_sdk.generated.api.games import get_game
from clowder_sdk.generated.api.play import get_view, submit_command
from clowder_sdk.kinds import AnyCommand, CommandResult, DecisionStreamMessage, GameSummary, SeatView
from clowder_sdk.streams import EventStream
from clowder_sdk.typed import ProblemError, checked, decision_message

if TYPE_CHECKING:
    from clowder_sdk.policy import Policy
    from clowder_sdk.service import Player

Json = dict[str, Any]
Strategy: TypeAlias = Callable[[SeatView], "AnyCommand | Awaitable[AnyCommand]"]
Chooser: TypeAlias = "Strategy | Policy"
#: 409s that mean another seat (or a deadline) moved the game first.
_MOVED_ON = frozenset({"stale-version", "not-your-turn", "game-not-running"})


class _AllEnded(Exception):
    """Every game the runner was given had ended when it connected."""


class _Seen:
    """The seat's view, typed and as the JSON it came in (a policy reads the JSON)."""

    def __init__(self, view: SeatView, raw: Json) -> None:
        self.view, self.raw = view, raw


class BotRunner:
    """Plays one player's decisions with one strategy or policy; see the module's docstring."""

    def __init__(self, player: Player, chooser: Chooser, *, seed: int | None = None) -> None:
        self.player = player
        self.rng = random.Random(seed)
        self._choose = _policy_chooser(player, chooser, self.rng) if hasattr(chooser, "act") else _strategy(chooser)
        #: The ``game_ended`` message of each game seen to end, by game id.
        self.ended: dict[str, models.GameEnded] = {}
        #: Commands the service accepted, and 409s met because the game had moved on.
        self.commands = 0
        self.conflicts = 0
        #: The stream's last event id: a runner started again with it resumes there.
        self.last_event_id: str | None = None
        self._after: dict[str, int] = {}  # per game, the version its last command reached

    async def play(
        self, games: Collection[str] | None = None, *, count: int | None = None
    ) -> dict[str, models.GameEnded]:
        """Answer decisions until each of ``games`` has ended (any game's when None), or ``count`` have."""
        wanted = set(games) if games is not None else None
        stream = EventStream(
            self.player.client.get_async_httpx_client(),
            "/players/me/decisions",
            _with_raw,
            last_event_id=self.last_event_id,
            on_connect=lambda: self._catch_up(wanted),
            retry=self.player.service.retry,
        )
        try:
            async with aclosing(stream.__aiter__()) as messages:
                async for message, raw in messages:
                    self.last_event_id = stream.last_event_id
                    if wanted is not None and message.game_id not in wanted:
                        continue
                    if isinstance(message, models.GameEnded):
                        self.ended[message.game_id] = message
                        if _done(self.ended, wanted, count):
                            break
                    else:
                        await self._decide(message, raw)
        except _AllEnded:
            pass
        return self.ended

    async def _catch_up(self, wanted: set[str] | None) -> None:
        """On each connection: a given game that ended while the runner was not listening counts as ended."""
        for game_id in sorted((wanted or set()) - self.ended.keys()):
            game: GameSummary = checked(await get_game.asyncio_detailed(game_id, client=self.player.client))
            if game.status not in ("open", "running"):
                me = await self.player.player_id()
                seat = next((taken.seat for taken in game.seats if taken.player_id == me), None)
                self.ended[game_id] = models.GameEnded(
                    aborted=game.aborted,
                    game_id=game_id,
                    kind=models.GameKind(game.kind),
                    outcome=game.outcome,
                    seat=seat,
                    version=game.version,
                )
        if wanted is not None and wanted <= self.ended.keys():
            raise _AllEnded

    async def _decide(self, decision: models.Decision, raw: Json) -> None:
        game_id = decision.game_id
        if decision.version < self._after.get(game_id, 0):
            return  # announced before our own command moved the game on
        if decision.view is not None:
            seen = _Seen(decision.view, raw["view"])
        else:  # announced while the game moved on: read it as it is now
            seen = await self._read(game_id, decision.version)
        while seen.view.status == "running" and seen.view.your_turn:
            command = await self._choose(game_id, seen)
            try:
                seen = await self._send(game_id, command, seen.view.version)
            except ProblemError as problem:
                if problem.status != 409 or problem.code not in _MOVED_ON:
                    raise
                self.conflicts += 1
                if problem.code == "game-not-running" or seen.view.seat not in problem.pending_seats:
                    return  # not ours to decide now: a new decision will come if it is again
                seen = await self._read(game_id, problem.current_version)

    async def _read(self, game_id: str, min_version: int | None) -> _Seen:
        answer = await get_view.asyncio_detailed(game_id, client=self.player.client, min_version=min_version)
        view: SeatView = checked(answer)
        return _Seen(view, json.loads(answer.content))

    async def _send(self, game_id: str, command: AnyCommand, version: int) -> _Seen:
        body = models.SubmitCommand(command=command, expected_version=version)
        key = uuid.uuid4().hex  # the transport's resends of this request carry it unchanged
        answer = await submit_command.asyncio_detailed(
            game_id, client=self.player.client, body=body, idempotency_key=key
        )
        result: CommandResult = checked(answer)
        self.commands += 1
        self._after[game_id] = max(self._after.get(game_id, 0), result.version)
        return _Seen(result.view, json.loads(answer.content)["view"])


def _done(ended: Mapping[str, models.GameEnded], wanted: set[str] | None, count: int | None) -> bool:
    if wanted is not None and wanted <= ended.keys():
        return True
    return count is not None and len(ended) >= count


def _with_raw(data: Mapping[str, Any]) -> tuple[DecisionStreamMessage, Json]:
    return decision_message(data), dict(data)


ChooseFn = Callable[[str, _Seen], Awaitable[AnyCommand]]


def _strategy(strategy: Any) -> ChooseFn:
    async def choose(_game_id: str, seen: _Seen) -> AnyCommand:
        command = strategy(seen.view)
        return await command if inspect.isawaitable(command) else command  # type: ignore[no-any-return]

    return choose


def _policy_chooser(player: Player, policy: Policy, rng: random.Random) -> ChooseFn:
    """A policy plays through :class:`~clowder_sdk.online.PolicyBot`, one per game (its alphabet depends on
    the game's kind, seats and options, read once)."""
    from clowder_sdk.online import PolicyBot
    from services.game_registry import all_games

    bots: dict[str, PolicyBot] = {}

    async def choose(game_id: str, seen: _Seen) -> AnyCommand:
        if game_id not in bots:
            answer = await get_game.asyncio_detailed(game_id, client=player.client)
            checked(answer)
            game = json.loads(answer.content)
            bots[game_id] = PolicyBot(all_games()[game["kind"]], game["seat_count"], game["options"], policy)
        legal: list[Json] = seen.raw["legal_commands"]
        chosen = bots[game_id].choose(seen.raw["view"], legal, rng)
        return seen.view.legal_commands[legal.index(chosen)]

    return choose
