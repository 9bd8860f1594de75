"""``clowder admin``: the operator's commands.

``create-token`` and ``export`` talk to PostgreSQL directly (``DATABASE_URL``),
never over the network: an ``admin`` token cannot be minted through the API.
The others call the running service's ``/admin`` routes with an admin token
(``--url``/``CLOWDER_URL``, ``--token``/``CLOWDER_TOKEN``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from api.cli import support


def add_admin_commands(commands: Any) -> None:
    admin = commands.add_parser("admin", help="operator actions: tokens, abort a game, withdraw, revoke, export")
    actions = admin.add_subparsers(title="admin commands", metavar="ACTION")

    create = actions.add_parser("create-token", help="make an admin token (in PostgreSQL: DATABASE_URL)")
    create.add_argument("--name", default="operator", help="the operator's display name (default operator)")
    create.add_argument("--expires-days", type=float, default=None, help="the token expires after this many days")
    create.add_argument("--json", action="store_true", help="print the token and its ids as JSON")
    create.set_defaults(run=_create_token)

    export = actions.add_parser(
        "export",
        help="every finished game as NDJSON, one clowder-export-v1 document a line (from PostgreSQL: DATABASE_URL)",
        description="Each line is what GET /games/{id}/export answers for a finished game: clowder verify reads "
        "it as it is (with --game and one id, the output is that one game's document).",
    )
    export.add_argument("--output", "-o", default="-", help="file to write (default: stdout)")
    export.add_argument("--game", action="append", default=None, metavar="GAME_ID", help="only this game (repeatable)")
    export.set_defaults(run=_export)

    abort = actions.add_parser("abort", help="abort a game: it ends with no winner and no rating change")
    abort.add_argument("game_id")
    abort.add_argument("--reason", required=True, help="why (recorded in the game's history)")
    _http_flags(abort, _abort)

    withdraw = actions.add_parser("withdraw", help="withdraw an entrant from a tournament")
    withdraw.add_argument("tournament_id")
    withdraw.add_argument("entrant_id")
    _http_flags(withdraw, _withdraw)

    revoke = actions.add_parser("revoke", help="revoke any token (by its id), at once")
    revoke.add_argument("token_id")
    _http_flags(revoke, _revoke)

    tokens = actions.add_parser("tokens", help="list a player's tokens")
    tokens.add_argument("player_id")
    _http_flags(tokens, _tokens)
    admin.set_defaults(run=lambda args: _usage(admin))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return support.USAGE


def _http_flags(parser: argparse.ArgumentParser, run: Any) -> None:
    parser.add_argument("--url", default=support.default_url(), help="the Clowder to act on (env CLOWDER_URL)")
    parser.add_argument("--token", default=support.default_token(), help="an admin token (env CLOWDER_TOKEN)")
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.set_defaults(run=run)


def _database_url(command: str) -> str | None:
    url = os.environ.get("DATABASE_URL")
    if not url:
        support.fail(command, "set DATABASE_URL (this command talks to PostgreSQL directly)", support.USAGE)
    return url or None


def _create_token(args: argparse.Namespace) -> int:
    url = _database_url("admin create-token")
    if url is None:
        return support.USAGE
    expires = None if args.expires_days is None else datetime.now(UTC) + timedelta(days=args.expires_days)
    from services.errors import InvalidRequest

    try:
        issued = asyncio.run(create_admin_token(url, args.name, expires))
    except InvalidRequest as refused:
        print(f"clowder admin create-token: {refused}", file=sys.stderr)
        return support.USAGE
    if args.json:
        print(msgspec.json.encode(issued).decode())
    else:
        print(issued.token)
        print(
            f"admin token for player {issued.player.player_id} ({issued.player.handle}); shown once, keep it safe",
            file=sys.stderr,
        )
    return support.OK


async def create_admin_token(database_url: str, name: str, expires: datetime | None) -> Any:
    """A new operator player holding one token with the ``admin`` scope only."""
    from eventstore.postgres import open_pool
    from services.players import PostgresPlayers
    from services.schema import migrate_schema
    from services.tokens import ADMIN

    await migrate_schema(database_url)
    pool = await open_pool(database_url, min_size=1, max_size=2)
    try:
        registration = await PostgresPlayers(pool).register(
            name, scopes=(ADMIN,), token_name="admin", expires_at=expires
        )
        return registration
    finally:
        await pool.close()


def _export(args: argparse.Namespace) -> int:
    url = _database_url("admin export")
    if url is None:
        return support.USAGE
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")  # noqa: SIM115
    try:
        count = asyncio.run(export_finished(url, out, None if args.game is None else set(args.game)))
    finally:
        if out is not sys.stdout:
            out.close()
    print(f"exported {count} finished game(s)", file=sys.stderr)
    return support.OK


async def export_finished(database_url: str, out: Any, only: set[str] | None = None) -> int:
    from domain.audit.export import encode_export
    from eventstore.postgres import PostgresEventStore, open_pool
    from services.export import finished_games
    from services.game_registry import all_games
    from services.seeds import PostgresSeeds
    from services.signing import PostgresKeys
    from services.transparency.reader import LogReader

    pool = await open_pool(database_url, min_size=1, max_size=2)
    count = 0
    try:
        store, seeds, keys = PostgresEventStore(pool), PostgresSeeds(pool), PostgresKeys(pool)
        async for game in finished_games(store, all_games(), seeds, keys, only, LogReader(pool)):
            out.write(encode_export(game).decode() + "\n")
            count += 1
    finally:
        await pool.close()
    return count


def _call(args: argparse.Namespace, command: str, method: str, path: str, body: Any = None) -> int:
    if not args.url:
        return support.fail(command, "set --url or CLOWDER_URL", support.USAGE)
    if not args.token:
        return support.fail(
            command, "set --token or CLOWDER_TOKEN (an admin token: clowder admin create-token)", support.USAGE
        )
    import httpx  # here, not at import: `clowder verify` must load nothing of the HTTP stack

    headers = {"Authorization": f"Bearer {args.token}"}
    try:
        response = httpx.request(method, args.url.rstrip("/") + path, json=body, headers=headers, timeout=30)
    except httpx.TransportError as error:
        return support.fail(command, f"cannot reach {args.url}: {error}", support.UNREACHABLE)
    answer = response.json() if response.content else None
    if response.status_code >= 400:
        detail = answer.get("detail") if isinstance(answer, dict) else response.text
        return support.fail(command, f"{response.status_code}: {detail}", support.REFUSED)
    print(json.dumps(answer, indent=None if args.json else 2))
    return support.OK


def _abort(args: argparse.Namespace) -> int:
    return _call(args, "admin abort", "POST", f"/admin/games/{args.game_id}/abort", {"reason": args.reason})


def _withdraw(args: argparse.Namespace) -> int:
    return _call(
        args, "admin withdraw", "DELETE", f"/admin/tournaments/{args.tournament_id}/entrants/{args.entrant_id}"
    )


def _revoke(args: argparse.Namespace) -> int:
    return _call(args, "admin revoke", "DELETE", f"/admin/tokens/{args.token_id}")


def _tokens(args: argparse.Namespace) -> int:
    return _call(args, "admin tokens", "GET", f"/admin/players/{args.player_id}/tokens")
