from __future__ import annotations

import csv
import io
from datetime import datetime
from typing import Annotated, Any, Literal, TypeAlias
from urllib.parse import urlencode

import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import FromQuery, Parameter

from api.auth import CREDENTIAL, ORGANIZER, CredentialDep, PlayerDep
from api.components import Components, ComponentsDep
from api.openapi import also
from api.openapi_problems import problems
from api.quotas import require_open_tournament_quota
from api.schemas import body_spec
from domain.hosting import policy
from domain.tournament import (
    TOURNAMENT,
    Event,
    Format,
    RegisterEntrant,
    Standing,
    StartTournament,
    TournamentState,
    WithdrawEntrant,
)
from services.authorization import actor_of, authorize, player_actor, player_facts, tournament_facts
from services.errors import UnknownPlayer, UnknownTournament
from services.input_checks import MAX_DECISION_SECONDS, MIN_DECISION_SECONDS
from services.players import Credential, Player
from services.tournament_listing import TournamentListing
from services.tournaments import TournamentHosted, TournamentRecord, decode_tournament_event, tournament_stream

TournamentId = Annotated[str, Parameter(max_length=64, description="The tournament's id")]


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


class EnterTournament(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    #: The player to enter (the organizer may enter anyone, e.g. its bots); yourself when omitted.
    player_id: Annotated[str, msgspec.Meta(max_length=64)] | None = None


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
    handles = await components.players.handles([row.entrant_id for row in standings])
    return TournamentView(
        record.tournament_id,
        record.organizer,
        record.decision_seconds,
        record.version,
        record.state,
        standings,
        handles,
    )


class TournamentController(Controller):
    path = "/tournaments"
    tags = ["tournaments"]

    @post(
        "/",
        operation_id="createTournament",
        summary="Create a tournament of a game kind",
        status_code=201,
        dependencies=ORGANIZER,
        opt=problems(409),
        response_headers=[
            ResponseHeader(
                name="Location",
                description="The new tournament: `/tournaments/{tournament_id}`",
                documentation_only=True,
            )
        ],
    )
    async def create(
        self, data: CreateTournamentBody, player: PlayerDep, components: ComponentsDep
    ) -> Response[TournamentView]:
        """You are its organizer: you enter players, start it, and the server runs its games."""
        await require_open_tournament_quota(components, player)
        record = await components.tournaments.create(
            player,
            data.kind,
            data.format,
            data.seats_per_game,
            data.rounds,
            data.games_per_match,
            data.game_options,
            data.decision_seconds,
        )
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
        ids, total = await TournamentListing(components.pool).page(offset, limit)
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
        dependencies=CREDENTIAL,
        opt=problems(404, 409),
    )
    async def enter(
        self,
        tournament_id: TournamentId,
        credential: CredentialDep,
        components: ComponentsDep,
        data: EnterTournamentBody = None,
    ) -> TournamentView:
        """Entering yourself needs the ``play`` scope; entering another player, ``organize``."""
        player_id = None if data is None else data.player_id
        entrant = await _entrant(components, tournament_id, credential, player_id, withdraw=False)
        record = await components.tournaments.execute(tournament_id, RegisterEntrant(entrant.player_id, entrant.name))
        return await tournament_view(components, record)

    @delete(
        "/{tournament_id:str}/entrants/{entrant_id:str}",
        operation_id="withdrawFromTournament",
        summary="Withdraw an entrant",
        status_code=200,
        dependencies=CREDENTIAL,
        opt=problems(404, 409),
    )
    async def withdraw(
        self,
        tournament_id: TournamentId,
        entrant_id: Annotated[str, Parameter(max_length=64)],
        credential: CredentialDep,
        components: ComponentsDep,
    ) -> TournamentView:
        """Before the start the entrant is removed; after, never paired again (docs/tournaments.md)."""
        await _entrant(components, tournament_id, credential, entrant_id, withdraw=True)
        record = await components.tournaments.execute(tournament_id, WithdrawEntrant(entrant_id))
        return await tournament_view(components, record)

    @post(
        "/{tournament_id:str}/start",
        operation_id="startTournament",
        summary="Close entries and pair the first round",
        status_code=200,
        dependencies=ORGANIZER,
        opt=problems(404, 409),
    )
    async def start(self, tournament_id: TournamentId, player: PlayerDep, components: ComponentsDep) -> TournamentView:
        record = await components.tournaments.load(tournament_id)
        authorize(player_actor(player), policy.RunTournament(tournament_facts(record.organizer)))
        return await tournament_view(components, await components.tournaments.execute(tournament_id, StartTournament()))

    @get(
        "/{tournament_id:str}/standings",
        operation_id="getStandings",
        summary="Standings as JSON or CSV",
        opt={
            **problems(404),
            **also(
                "text/csv",
                {"type": "string", "description": "A header row of `Standing`'s fields, then a row per entrant."},
                "`text/csv` with `format=csv`.",
            ),
        },
    )
    async def standings(
        self,
        tournament_id: TournamentId,
        components: ComponentsDep,
        format: FromQuery[Literal["json", "csv"]] = "json",
    ) -> Response[tuple[Standing, ...]]:
        record = await components.tournaments.load(tournament_id)
        rows = TOURNAMENT.standings(record.state)
        if format == "json":
            return Response(rows, media_type="application/json")
        # The annotation is the JSON answer's schema in the spec; the CSV one is documented by also() above.
        csv: Response[Any] = Response(standings_csv(rows), media_type="text/csv")
        return csv

    @get(
        "/{tournament_id:str}/events",
        operation_id="getTournamentHistory",
        summary="Every event of the tournament",
        opt=problems(404),
    )
    async def history(self, tournament_id: TournamentId, components: ComponentsDep) -> TournamentHistory:
        recorded = await components.store.read_stream(tournament_stream(tournament_id))
        if not recorded:
            raise UnknownTournament(f"there is no tournament {tournament_id!r}")
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


def standings_csv(rows: tuple[Standing, ...]) -> str:
    out = io.StringIO()
    fields = list(Standing.__struct_fields__)
    writer = csv.writer(out)
    writer.writerow(fields)
    for row in rows:
        writer.writerow([getattr(row, field) for field in fields])
    return out.getvalue()


async def _entrant(
    components: Components, tournament_id: str, credential: Credential, player_id: str | None, withdraw: bool
) -> Player:
    """The player an entry or withdrawal is about, if the policy lets the caller act for it:
    yourself; or, as the organizer, a server bot you registered (entry) or any entrant (withdrawal)."""
    caller = credential.player
    if player_id is None or player_id == caller.player_id:
        entrant: Player | None = caller
    else:
        entrant = await components.players.get(player_id)
    record = await components.tournaments.load(tournament_id)
    if entrant is None:
        if withdraw and credential.player.player_id == record.organizer:
            # An entrant whose player is gone can still be withdrawn by its organizer.
            entrant = Player(player_id=str(player_id), name="")
        else:
            raise UnknownPlayer(f"there is no player {player_id!r}")
    facts = (tournament_facts(record.organizer), player_facts(entrant))
    action = policy.WithdrawEntrant(*facts) if withdraw else policy.EnterTournament(*facts)
    authorize(actor_of(credential), action)
    return entrant
