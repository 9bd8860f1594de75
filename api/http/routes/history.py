from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, get
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.auth import ActorDep, asks
from api.http.caching import ETAG_KEY, IMMUTABLE, REVALIDATE, IfNoneMatch, conditional
from api.http.openapi_problems import problems
from api.http.reading import load_record
from api.http.routes.games import GameId
from api.http.schemas import History, StateAtVersion
from domain.hosting import policy
from domain.hosting.decider import facts_of
from domain.hosting.visibility import seat_view, viewer_for
from services.audit import AuditReport, audit, export_game
from services.errors import InvalidRequest, NotEnded
from services.history import history_of
from services.transparency.reader import with_log_proof

Version = Annotated[int, Parameter(ge=1, le=10_000_000)]


class HistoryController(Controller):
    path = "/games/{game_id:str}"
    tags = ["history"]

    @get(
        "/events",
        operation_id="getHistory",
        summary="The game's event history (your seat's share while it runs, all of it once ended)",
        dependencies=asks(policy.WatchGame),
        opt=problems(404),
    )
    async def history(
        self,
        game_id: GameId,
        components: ComponentsDep,
        actor: ActorDep,
        from_version: Annotated[int, Parameter(ge=1, le=10_000_000)] = 1,
        to_version: Annotated[int | None, Parameter(ge=1, le=10_000_000)] = None,
    ) -> History:
        record = await load_record(components, game_id)
        game = components.games[record.kind]
        viewer = viewer_for(actor, facts_of(record))
        entries = await history_of(components.store, game, record, viewer, from_version, to_version)
        finished = record.status == "finished"
        return History(game_id=game_id, kind=record.kind, status=record.status, complete=finished, events=entries)

    @get(
        "/versions/{version:int}",
        operation_id="getStateAtVersion",
        summary="The game as it was at a past version",
        dependencies=asks(policy.ReadSeat),
        opt={**problems(404, 422), ETAG_KEY: True},
    )
    async def at_version(
        self,
        game_id: GameId,
        version: Version,
        components: ComponentsDep,
        actor: ActorDep,
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
        record = await components.game_records.load_at(game_id, version)
        finished = latest.status == "finished"
        if seat is not None and seat >= len(latest.seats):
            raise InvalidRequest(f"seat {seat} does not exist; seats are 0 to {len(latest.seats) - 1}")
        viewer = viewer_for(actor, facts_of(latest), seat)
        body = StateAtVersion(
            game_id=game_id,
            kind=latest.kind,
            version=version,
            state=msgspec.to_builtins(record.state) if finished else None,
            view=seat_view(components.games[record.kind], record, viewer),
        )
        return conditional(msgspec.json.encode(body), if_none_match, IMMUTABLE if finished else REVALIDATE)

    @get(
        "/audit",
        operation_id="auditGame",
        summary="Verify an ended game: commitment, chain, every shuffle and decision, signature",
        opt=problems(404, conflicts=("game-not-ended",)),
    )
    async def audit_game(self, game_id: GameId, components: ComponentsDep) -> AuditReport:
        """The very checks of ``clowder verify``, run on the game's export (docs/fairness.md), with its
        transparency-log proof once the game is in the log (docs/transparency.md)."""
        export = await export_game(components.game_records, components.seeds, components.keys, game_id, None)
        export = await with_log_proof(components.transparency, export)
        if not export.complete:
            raise NotEnded("a game's seed stays secret until the game has ended")
        return audit(components.games, export, await components.keys.public_keys())
