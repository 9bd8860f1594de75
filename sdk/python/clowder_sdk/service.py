"""A service and its players: the generated client behind one paced, retrying transport, and the lobby's steps.

    async with Clowder("http://localhost:8000") as service:
        me = await service.register("my-bot")
        game = await me.create_game(FeedTheKitten.CreateGame(seats=2, join=True))

Each :class:`Player` holds a generated ``AuthenticatedClient`` (``player.client``:
pass it to any generated operation, ``clowder_sdk.generated.api...``), the
decisions stream, the game streams and a :class:`~clowder_sdk.runner.BotRunner`.
The helpers here are the steps every bot takes; each raises
:class:`~clowder_sdk.typed.ProblemError` for a problem and returns the generated type.
Writes that create something carry a fresh ``Idempotency-Key``, so their
retries are safe; seats carry a random ``client_seed`` (the seat's share of
the game's randomness, docs/fairness.md).
"""

from __future__ import annotations

import secrets
import uuid
from typing import TYPE_CHECKING, Any, cast

import attrs
import httpx

from api.client.retrying import RetryPolicy
from clowder_sdk.generated import AuthenticatedClient, Client, models
from clowder_sdk.generated.api.games import create_game, get_game, join_game, start_game
from clowder_sdk.generated.api.play import get_view, submit_command
from clowder_sdk.generated.api.players import register_player, who_am_i
from clowder_sdk.generated.api.tournaments import create_tournament, enter_tournament, get_tournament, start_tournament
from clowder_sdk.kinds import (
    AnyCommand,
    CommandResult,
    CreateGame,
    CreateTournamentRequest,
    DecisionStreamMessage,
    GameStreamMessage,
    GameSummary,
    SeatView,
)
from clowder_sdk.streams import EventStream
from clowder_sdk.transport import ResilientTransport
from clowder_sdk.typed import checked, decision_message, game_message

if TYPE_CHECKING:
    from clowder_sdk.runner import BotRunner, Chooser


class Clowder:
    """One service: its URL and the transport all its players share (the budgets per address are shared too)."""

    def __init__(
        self,
        url: str,
        *,
        retry: RetryPolicy | None = None,
        timeout: float = 30.0,
        inner: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        """``inner``: the transport under the pacing and retries (default: httpx's own; a proxy's, a test's)."""
        self.url = url.rstrip("/")
        self.retry = retry if retry is not None else RetryPolicy()
        self.transport = ResilientTransport(self.retry, inner)
        self.timeout = httpx.Timeout(timeout)
        self.anonymous = Client(base_url=self.url, timeout=self.timeout, httpx_args={"transport": self.transport})

    def player(self, token: str, player_id: str | None = None) -> Player:
        """The player a token belongs to (``player_id``, when not given, is asked of the service on first use)."""
        return Player(self, token, player_id)

    async def register(self, name: str, *, bot: str | None = None, by: Player | None = None) -> Player:
        """A new player named ``name``; ``bot`` (``"random"``, ``"heuristic"``) makes it a bot the server
        plays, registered ``by`` a player (an organizer's own bots may be entered in its tournaments)."""
        body = models.RegisterPlayer(name=name, bot=models.BotStrategy(bot) if bot else None)
        client = by.client if by is not None else cast(AuthenticatedClient, self.anonymous)
        key = uuid.uuid4().hex
        registered = checked(await register_player.asyncio_detailed(client=client, body=body, idempotency_key=key))
        return Player(self, registered.token, registered.player_id)

    async def aclose(self) -> None:
        await self.transport.aclose()

    async def __aenter__(self) -> Clowder:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()


class Player:
    """A player's token at a service, with the generated client that carries it."""

    def __init__(self, service: Clowder, token: str, player_id: str | None = None) -> None:
        self.service, self.token, self._player_id = service, token, player_id
        self.client = AuthenticatedClient(
            base_url=service.url, token=token, timeout=service.timeout, httpx_args={"transport": service.transport}
        )

    async def player_id(self) -> str:
        if self._player_id is None:
            self._player_id = checked(await who_am_i.asyncio_detailed(client=self.client)).player_id
        return self._player_id

    async def create_game(self, body: CreateGame) -> GameSummary:
        """Create a game (``body``: a kind's ``CreateGame``; with ``join=True`` you take seat 0)."""
        if body.join is True and not isinstance(body.client_seed, str):
            body = attrs.evolve(body, client_seed=secrets.token_hex(16))  # the caller's body is left as it was
        key = uuid.uuid4().hex
        return checked(await create_game.asyncio_detailed(client=self.client, body=body, idempotency_key=key))

    async def join(self, game_id: str, seat: int | None = None) -> GameSummary:
        body = models.JoinGame(seat=seat, client_seed=secrets.token_hex(16))
        return checked(await join_game.asyncio_detailed(game_id, client=self.client, body=body))

    async def seat_bot(self, game_id: str, strategy: str = "heuristic", name: str | None = None) -> Player:
        """Register a built-in bot (the server plays it) and seat it in ``game_id``'s first free seat."""
        bot = await self.service.register(name or f"house-{strategy}", bot=strategy, by=self)
        await bot.join(game_id)
        return bot

    async def start(self, game_id: str) -> GameSummary:
        return checked(await start_game.asyncio_detailed(game_id, client=self.client))

    async def game(self, game_id: str) -> GameSummary:
        return checked(await get_game.asyncio_detailed(game_id, client=self.client))

    async def view(self, game_id: str, min_version: int | None = None) -> SeatView:
        """Your seat's view with its legal commands, at ``min_version`` or newer."""
        view: SeatView = checked(await get_view.asyncio_detailed(game_id, client=self.client, min_version=min_version))
        return view

    async def command(
        self, game_id: str, command: AnyCommand, expected_version: int | None = None, key: str | None = None
    ) -> CommandResult:
        """Play ``command`` for your seat, with an ``Idempotency-Key`` (a fresh one unless given)."""
        body = models.SubmitCommand(command=command, expected_version=expected_version)
        answer = await submit_command.asyncio_detailed(
            game_id, client=self.client, body=body, idempotency_key=key or uuid.uuid4().hex
        )
        return checked(answer)

    async def create_tournament(self, body: CreateTournamentRequest) -> models.TournamentView:
        key = uuid.uuid4().hex
        return checked(await create_tournament.asyncio_detailed(client=self.client, body=body, idempotency_key=key))

    async def enter(self, tournament_id: str, player_id: str | None = None) -> models.TournamentView:
        """Enter yourself (or, as its organizer, a bot you registered) in a tournament."""
        body = models.EnterTournament(player_id=player_id) if player_id else models.EnterTournament()
        return checked(await enter_tournament.asyncio_detailed(tournament_id, client=self.client, body=body))

    async def start_tournament(self, tournament_id: str) -> models.TournamentView:
        return checked(await start_tournament.asyncio_detailed(tournament_id, client=self.client))

    async def tournament(self, tournament_id: str) -> models.TournamentView:
        return checked(await get_tournament.asyncio_detailed(tournament_id, client=self.client))

    def decisions(self, last_event_id: str | None = None, **kwargs: Any) -> EventStream[DecisionStreamMessage]:
        """``GET /players/me/decisions`` as ``Decision`` and ``GameEnded`` messages, resumed after a cut."""
        http = self.client.get_async_httpx_client()
        return EventStream(http, "/players/me/decisions", decision_message, last_event_id=last_event_id, **kwargs)

    def game_stream(self, game_id: str, from_version: int | None = None) -> EventStream[GameStreamMessage]:
        """``GET /games/{id}/stream``: a view, each event (redacted for you), a last view once the game ends."""
        params = {} if from_version is None else {"from_version": from_version}
        return EventStream(
            self.client.get_async_httpx_client(), f"/games/{game_id}/stream", game_message, params=params, done=_ended
        )

    def runner(self, chooser: Chooser, *, seed: int | None = None) -> BotRunner:
        """A bot runner playing this player's decisions with ``chooser`` (a strategy or a policy)."""
        from clowder_sdk.runner import BotRunner

        return BotRunner(self, chooser, seed=seed)


def _ended(last: GameStreamMessage) -> bool:
    """The game's stream closed after a view of the ended game: that is its end, not a cut."""
    return last.type_ == "view" and str(last.status) not in ("open", "running")
