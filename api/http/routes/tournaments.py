from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal, TypeAlias
from urllib.parse import urlencode

import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import FromQuery, Parameter

from api.components import Components, ComponentsDep
from api.http.auth import ActorDep, PlayerDep, asks
from api.http.idempotency_header import CreationKey
from api.http.keyed_creation import create_tournament
from api.http.openapi import also
from api.http.openapi_problems import problems
from api.http.schemas import CreateTournamentRequest, EnterTournament, StandingRow, body_spec
from api.http.standings_csv import standings_csv
from domain.hosting import policy
from domain.hosting.policy import Actor
from domain.tournament import (
    TOURNAMENT,
    Event,
    RegisterEntrant,
    Standing,
    StartTournament,
    TournamentState,
    WithdrawEntrant,
)
from services.authorization import authorize, player_facts, tournament_facts
from services.errors import UnknownPlayer
from services.players import Player
from services.tournament_listing import tournament_page
from services.tournaments import TournamentHosted, TournamentRecord, decode_tournament_event

TournamentId = Annotated[str, Parameter(max_length=64, description="The tournament's id")]


CreateTournamentBody: TypeAlias = Annotated[
    CreateTournamentRequest,
    body_spec(
        "A tournament of a kind in a format; you organize it.",
        swiss={"kind": "feed-the-kitten", "format": "swiss"},
        round_robin_of_three_seat_tables={"kind": "kombat-kittens", "format": "round-robin", "seats_per_game": 3},
    ),
]
EnterTournamentBody: TypeAlias = Annotated[
    EnterTournament | None,
    body_spec(
        "Whom to enter: yourself without a body; the organizer may name any player.",
        yourself={},
        a_player={"player_id": "4be1a0c2d9e8f7a6"},
    ),
]


class EntrantRating(msgspec.Struct, frozen=True):
    """``rating`` = ``mu - 3 * sigma``: what leaderboards order by; ``sigma`` is the uncertainty of ``mu``."""

    rating: float
    mu: float
    sigma: float
    games: int


class TournamentView(msgspec.Struct, frozen=True):
    tournament_id: str
    organizer: str
    decision_seconds: float | None
    version: int
    #: Every game of a match ``m`` is ``{tournament_id}.{m}.{game_number}``.
    state: TournamentState
    standings: tuple[Standing, ...]
    #: Each entrant's unique handle (names are display names and may repeat).
    handles: dict[str, str] = {}
    #: Each entrant's rating in the kind now (docs/ratings.md); an entrant never rated is absent.
    ratings: dict[str, EntrantRating] = {}


class TournamentList(msgspec.Struct, frozen=True):
    tournaments: list[TournamentView]
    offset: int
    limit: int
    #: How many tournaments there are.
    total: int
    #: The next page's path and query, ready to follow; None on the last page.
    next: str | None = None


class TournamentEventEntry(msgspec.Struct, frozen=True):
    version: int
    #: The stream's first event says who hosts it; the rest are the tournament's own.
    event: TournamentHosted | Event
    recorded_at: datetime | None = None


class TournamentHistory(msgspec.Struct, frozen=True):
    tournament_id: str
    events: list[TournamentEventEntry]


async def tournament_view(components: Components, record: TournamentRecord) -> TournamentView:
    standings = TOURNAMENT.standings(record.state)
    entrant_ids = [row.entrant_id for row in standings]
    handles = await components.players.handles(entrant_ids)
    kind = record.state.settings.kind if record.state.settings is not None else ""
    rated = await components.ratings.of_players(kind, entrant_ids)
    ratings = {e: EntrantRating(r.rating, r.mu, r.sigma, r.games) for e, r in rated.items()}
    return TournamentView(
        record.tournament_id,
        record.organizer,
        record.decision_seconds,
        record.version,
        record.state,
        standings,
        handles,
        ratings,
    )


class TournamentController(Controller):
    path = "/tournaments"
    tags = ["tournaments"]

    @post(
        "/",
        operation_id="createTournament",
        summary="Create a tournament of a game kind",
        status_code=201,
        dependencies=asks(policy.CreateTournament),
        opt=problems(conflicts=("quota-exceeded",)),
        response_headers=[
            ResponseHeader(
                name="Location",
                description="The new tournament: `/tournaments/{tournament_id}`",
                documentation_only=True,
            )
        ],
    )
    async def create(
        self,
        data: CreateTournamentBody,
        player: PlayerDep,
        components: ComponentsDep,
        idempotency_key: CreationKey = None,
    ) -> Response[TournamentView]:
        """You are its organizer: you enter players, start it, and the server runs its games.

        With an ``Idempotency-Key`` a retry answers with the tournament the first attempt created."""
        record = await create_tournament(components, player, data, idempotency_key)
        return Response(
            await tournament_view(components, record),
            status_code=201,
            headers={"Location": f"/tournaments/{record.tournament_id}"},
        )

    @get("/", operation_id="listTournaments", summary="Tournaments, newest first", opt=problems())
    async def list_tournaments(
        self,
        components: ComponentsDep,
        offset: Annotated[int, Parameter(ge=0, le=1_000_000)] = 0,
        limit: Annotated[int, Parameter(ge=1, le=50)] = 20,
    ) -> TournamentList:
        """Read from PostgreSQL (tournaments have no read model); follow ``next`` for the next page."""
        ids, total = await tournament_page(components.store, offset, limit)
        views = [await tournament_view(components, await components.tournaments.load(tid)) for tid in ids]
        more = offset + len(ids) < total
        link = f"/tournaments?{urlencode({'offset': offset + limit, 'limit': limit})}" if more else None
        return TournamentList(tournaments=views, offset=offset, limit=limit, total=total, next=link)

    @get(
        "/{tournament_id:str}",
        operation_id="getTournament",
        summary="A tournament: entrants, rounds, matches and standings",
        opt=problems(404),
    )
    async def get_tournament(self, tournament_id: TournamentId, components: ComponentsDep) -> TournamentView:
        return await tournament_view(components, await components.tournaments.load(tournament_id))

    @post(
        "/{tournament_id:str}/entrants",
        operation_id="enterTournament",
        summary="Enter a player",
        status_code=200,
        dependencies=asks(policy.EnterTournament),
        opt=problems(404, conflicts=("tournament-phase", "duplicate-entrant")),
    )
    async def enter(
        self,
        tournament_id: TournamentId,
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
        data: EnterTournamentBody = None,
    ) -> TournamentView:
        """Entering yourself needs the ``play`` scope; entering another player, ``organize``."""
        player_id = None if data is None else data.player_id
        entrant = await _entrant(components, tournament_id, player, actor, player_id, withdraw=False)
        record = await components.tournaments.execute(tournament_id, RegisterEntrant(entrant.player_id, entrant.name))
        return await tournament_view(components, record)

    @delete(
        "/{tournament_id:str}/entrants/{entrant_id:str}",
        operation_id="withdrawFromTournament",
        summary="Withdraw an entrant",
        status_code=200,
        dependencies=asks(policy.WithdrawEntrant),
        opt=problems(404, conflicts=("tournament-phase", "already-withdrawn")),
    )
    async def withdraw(
        self,
        tournament_id: TournamentId,
        entrant_id: Annotated[str, Parameter(max_length=64)],
        player: PlayerDep,
        actor: ActorDep,
        components: ComponentsDep,
    ) -> TournamentView:
        """Before the start the entrant is removed; after, never paired again (docs/tournaments.md)."""
        await _entrant(components, tournament_id, player, actor, entrant_id, withdraw=True)
        record = await components.tournaments.execute(tournament_id, WithdrawEntrant(entrant_id))
        return await tournament_view(components, record)

    @post(
        "/{tournament_id:str}/start",
        operation_id="startTournament",
        summary="Close entries and pair the first round",
        status_code=200,
        dependencies=asks(policy.RunTournament),
        opt=problems(404, conflicts=("tournament-phase", "not-enough-entrants")),
    )
    async def start(
        self, tournament_id: TournamentId, player: PlayerDep, actor: ActorDep, components: ComponentsDep
    ) -> TournamentView:
        record = await components.tournaments.load(tournament_id)
        authorize(actor, policy.RunTournament(tournament_facts(record.organizer)))
        command = StartTournament(ratings=await _ratings_for_seeding(components, record))
        return await tournament_view(components, await components.tournaments.execute(tournament_id, command))

    @get(
        "/{tournament_id:str}/standings",
        operation_id="getStandings",
        summary="Standings as JSON or CSV",
        opt={
            **problems(404),
            **also(
                "text/csv",
                {"type": "string", "description": "A header row of `StandingRow`'s fields, then a row per entrant."},
                "`text/csv` with `format=csv`.",
            ),
        },
    )
    async def standings(
        self,
        tournament_id: TournamentId,
        components: ComponentsDep,
        format: FromQuery[Literal["json", "csv"]] = "json",
    ) -> Response[list[StandingRow]]:
        record = await components.tournaments.load(tournament_id)
        rows = [await _with_handle(components, row) for row in TOURNAMENT.standings(record.state)]
        if format == "json":
            return Response(rows, media_type="application/json")
        # The annotation is the JSON answer's schema in the spec; the CSV one is documented by also() above.
        csv: Response[Any] = Response(
            standings_csv(rows), media_type="text/csv"
        )  # Litestar adds "; charset=utf-8" to text types
        return csv

    @get(
        "/{tournament_id:str}/events",
        operation_id="getTournamentHistory",
        summary="Every event of the tournament",
        opt=problems(404),
    )
    async def history(self, tournament_id: TournamentId, components: ComponentsDep) -> TournamentHistory:
        recorded = await components.tournaments.events(tournament_id)
        entries = [TournamentEventEntry(e.version, decode_tournament_event(e), e.recorded_at) for e in recorded]
        return TournamentHistory(tournament_id, entries)

    @get(
        "/{tournament_id:str}/versions/{version:int}",
        operation_id="getTournamentAtVersion",
        summary="The tournament as it was at a version",
        opt=problems(404),
    )
    async def at_version(
        self,
        tournament_id: TournamentId,
        version: Annotated[int, Parameter(ge=1, le=10_000_000)],
        components: ComponentsDep,
    ) -> TournamentView:
        return await tournament_view(components, await components.tournaments.load(tournament_id, version))


async def _with_handle(components: Components, row: Standing) -> StandingRow:
    """The row with its entrant's handle (an entrant is a player: its id is the player's)."""
    player = await components.players.get(row.entrant_id)
    return StandingRow(**msgspec.structs.asdict(row), handle=None if player is None else player.handle)


async def _entrant(
    components: Components, tournament_id: str, caller: Player, actor: Actor, player_id: str | None, withdraw: bool
) -> Player:
    """The player an entry or withdrawal is about, if the policy lets the caller act for it:
    yourself; or, as the organizer, a server bot you registered (entry) or any entrant (withdrawal)."""
    if player_id is None or player_id == caller.player_id:
        entrant: Player | None = caller
    else:
        entrant = await components.players.get(player_id)
    record = await components.tournaments.load(tournament_id)
    if entrant is None:
        if withdraw and caller.player_id == record.organizer:
            # An entrant whose player is gone can still be withdrawn by its organizer.
            entrant = Player(player_id=str(player_id), name="")
        else:
            raise UnknownPlayer(f"there is no player {player_id!r}")
    facts = (tournament_facts(record.organizer), player_facts(entrant))
    action = policy.WithdrawEntrant(*facts) if withdraw else policy.EnterTournament(*facts)
    authorize(actor, action)
    return entrant


async def _ratings_for_seeding(components: Components, record: TournamentRecord) -> dict[str, float]:
    """The entrants' ratings in the kind (``mu - 3 sigma``), for a tournament seeded by rating; else none."""
    settings = record.state.settings
    if settings is None or settings.seeding != "rating":
        return {}
    entrants = [entrant.entrant_id for entrant in record.state.entrants if not entrant.withdrawn]
    found = await components.ratings.of_players(settings.kind, entrants)
    return {entrant_id: rating.rating for entrant_id, rating in found.items()}
