from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, get
from litestar.params import Parameter

from api.auth import OPTIONAL, CallerDep
from api.caching import ETAG_KEY, IMMUTABLE, REVALIDATE, IfNoneMatch, conditional
from api.components import ComponentsDep
from api.openapi_problems import problems
from api.reading import fresh_view, load_record
from api.routes.games import GameId
from api.schemas import History, StateAtVersion
from domain.hosting.policy import ANONYMOUS, ReadSeat
from services.audit import AuditReport, audit, export_game
from services.authorization import authorize, game_facts, player_actor
from services.codec import codec_for
from services.errors import InvalidRequest, NotEnded
from services.game_record import GameRecord, stream_id_of
from services.history import visible_history
from services.players import Player

Version = Annotated[int, Parameter(ge=1, le=10_000_000)]


class HistoryController(Controller):
    path = "/games/{game_id:str}"
    tags = ["history"]

    @get(
        "/events",
        operation_id="getHistory",
        summary="The game's event history (your seat's share while it runs, all of it once ended)",
        dependencies=OPTIONAL,
        opt=problems(404),
    )
    async def history(
        self,
        game_id: GameId,
        components: ComponentsDep,
        caller: CallerDep,
        from_version: Annotated[int, Parameter(ge=1, le=10_000_000)] = 1,
        to_version: Annotated[int | None, Parameter(ge=1, le=10_000_000)] = None,
    ) -> History:
        record = await load_record(components, game_id)
        game = components.games[record.kind]
        recorded = await components.store.read_stream(stream_id_of(game_id), from_version, to_version)
        viewer = None if caller is None else record.seat_of(caller.player_id)
        finished = record.status == "finished"
        entries = visible_history(game, codec_for(game), recorded, viewer, finished)
        return History(game_id=game_id, kind=record.kind, status=record.status, complete=finished, events=entries)

    @get(
        "/versions/{version:int}",
        operation_id="getStateAtVersion",
        summary="The game as it was at a past version",
        dependencies=OPTIONAL,
        opt=problems(404, 422, **{ETAG_KEY: True}),
    )
    async def at_version(
        self,
        game_id: GameId,
        version: Version,
        components: ComponentsDep,
        caller: CallerDep,
        if_none_match: IfNoneMatch = None,
        seat: Annotated[
            int | None,
            Parameter(
                ge=0,
                le=15,
                description="See the version as this seat saw it: any seat once the game has ended, only your own before",
            ),
        ] = None,
    ) -> Response[StateAtVersion]:
        """Once the game has ended the full state is shown; before, only the caller's view."""
        latest = await load_record(components, game_id)
        if version > latest.version:
            raise InvalidRequest(f"the game is at version {latest.version}; there is no version {version} yet")
        record = await components.game_log.load_at(game_id, version)
        own = None if caller is None else latest.seat_of(caller.player_id)
        finished = latest.status == "finished"
        viewer = own if seat is None else _seat_shown(seat, caller, latest)
        body = StateAtVersion(
            game_id=game_id,
            kind=latest.kind,
            version=version,
            state=msgspec.to_builtins(record.state) if finished else None,
            view=fresh_view(components, record, viewer),
        )
        return conditional(msgspec.json.encode(body), if_none_match, IMMUTABLE if finished else REVALIDATE)

    @get(
        "/audit",
        operation_id="auditGame",
        summary="Verify an ended game: commitment, chain, every shuffle and decision, signature",
        opt=problems(404, 409),
    )
    async def audit_game(self, game_id: GameId, components: ComponentsDep) -> AuditReport:
        """The very checks of ``clowder verify``, run on the game's export (docs/fairness.md)."""
        export = await export_game(components.game_log, components.seeds, components.keys, game_id, None)
        if not export.complete:
            raise NotEnded("a game's seed stays secret until the game has ended")
        return audit(components.games, export, await components.keys.public_keys())


def _seat_shown(seat: int, caller: Player | None, latest: GameRecord) -> int:
    """Any seat of an ended game is public; a running game shows a seat only to its holder."""
    if seat >= len(latest.seats):
        raise InvalidRequest(f"seat {seat} does not exist; seats are 0 to {len(latest.seats) - 1}")
    authorize(ANONYMOUS if caller is None else player_actor(caller), ReadSeat(game_facts(latest), seat))
    return seat
