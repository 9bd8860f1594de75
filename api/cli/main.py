"""The ``clowder`` command line: serve the API, play bot games, run the projector."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence

from api.cli import event_loop, support
from api.cli.admin import add_admin_commands
from api.settings import Settings
from services.game_registry import all_games


def main(argv: Sequence[str] | None = None) -> int:
    """Exit codes (docs/cli.md): 0 ok, 1 a game failed, 2 usage, 3 server unreachable, 4 refused."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "run"):
        parser.print_help()
        return support.USAGE
    try:
        return int(args.run(args) or 0)
    except KeyboardInterrupt:
        return 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="clowder",
        description="Clowder: an event-sourced service hosting turn-based card games over a REST API.",
        epilog="Without DATABASE_URL / REDIS_URL, a local PostgreSQL and Redis are started and stopped for you. "
        "CLOWDER_URL and CLOWDER_TOKEN name a running Clowder and a token. "
        "Exit codes: 0 ok, 1 a game failed, 2 usage, 3 server unreachable, 4 refused (docs/cli.md).",
    )
    parser.add_argument("--version", action="version", version=f"clowder {support.version()}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    kinds = tuple(all_games())  # every registered game, a separately installed one too

    serve = commands.add_parser("serve", help="run the API (interactive docs at /schema)")
    serve.add_argument("--host", default=None, help="interface to listen on (default 127.0.0.1, env CLOWDER_HOST)")
    serve.add_argument("--port", type=int, default=None, help="port (default 8000, env CLOWDER_PORT)")
    serve.add_argument(
        "--data-dir", default=None, help="where a local PostgreSQL/Redis keep data (default /var/tmp/clowder)"
    )
    serve.add_argument(
        "--trusted-proxies",
        default=None,
        metavar="IPS",
        help="comma-separated IPs/CIDRs of the reverse proxies whose X-Forwarded-For names the client "
        "(default: none, every forwarded header is ignored; env CLOWDER_TRUSTED_PROXIES)",
    )
    serve.add_argument(
        "--no-worker",
        action="store_true",
        help="run no projector, bots or tournaments (run `clowder worker` elsewhere)",
    )
    serve.add_argument(
        "--single-process",
        action="store_true",
        help="run the projector and reactors inside the API process instead of a worker process",
    )
    serve.set_defaults(run=_serve)

    worker = commands.add_parser("worker", help="run the projector, bots, deadlines, ratings and tournaments (no HTTP)")
    worker.add_argument(
        "--check",
        action="store_true",
        help="exit 0 if the running worker's heartbeat (CLOWDER_WORKER_HEARTBEAT) is fresh: a health check",
    )
    worker.set_defaults(run=_worker)

    play = commands.add_parser("play", help="play complete games with random-legal-move bots")
    play.add_argument("--game", required=True, choices=kinds, help="the game kind")
    play.add_argument("--players", type=int, required=True, help="seats per game")
    play.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    play.add_argument(
        "--url",
        default=support.default_url(),
        help="a running Clowder (env CLOWDER_URL; default: start an embedded one)",
    )
    play.add_argument("--options", default="{}", help="game options as JSON, e.g. '{\"cans_to_win\": 4}'")
    play.add_argument("--concurrency", type=int, default=4, help="games played at once (default 4)")
    play.add_argument("--seed", type=int, default=None, help="seed for the bots' choices")
    play.add_argument("--json", action="store_true", help="print one JSON object per game")
    play.set_defaults(run=_play)

    tournament = commands.add_parser(
        "tournament",
        help="run a tournament of built-in bots and print the standings",
        description="Creates a tournament of built-in bots, runs it unattended through the service and prints "
        "the standings. Example: clowder tournament --game kinoko-kombat --format swiss --entrants 16 --rounds 5",
    )
    tournament.add_argument("--game", required=True, choices=kinds, help="the game kind")
    tournament.add_argument("--format", required=True, choices=("round-robin", "swiss", "single-elimination"))
    tournament.add_argument("--entrants", type=int, required=True, help="how many bots enter")
    tournament.add_argument("--rounds", type=int, default=None, help="rounds (default: the format's)")
    tournament.add_argument(
        "--seats", type=int, default=2, help="seats per game: 2 plays matches, 3-5 tables (default 2)"
    )
    tournament.add_argument("--games-per-match", type=int, default=1, help="best-of-N for two-seat matches (default 1)")
    tournament.add_argument(
        "--bots",
        choices=("mixed", "heuristic", "random"),
        default="mixed",
        help="which bots enter (default: half each)",
    )
    tournament.add_argument("--options", default="{}", help="game options as JSON")
    tournament.add_argument(
        "--url",
        default=support.default_url(),
        help="a running Clowder (env CLOWDER_URL; default: start an embedded one)",
    )
    tournament.add_argument(
        "--timeout", type=float, default=1800, help="give up after this many seconds (default 1800)"
    )
    tournament.add_argument("--json", action="store_true", help="print the standings as JSON")
    tournament.set_defaults(run=_tournament)

    projector = commands.add_parser("projector", help="run the projector on its own (keeps Redis read models)")
    projector.set_defaults(run=_projector)

    migrate = commands.add_parser("migrate", help="create or upgrade the PostgreSQL schema (DATABASE_URL)")
    migrate.set_defaults(run=_migrate)

    add_admin_commands(commands)

    from api.cli.monitor import add_commands as add_monitor_commands
    from api.cli.verify import add_commands as add_audit_commands

    add_audit_commands(commands)
    add_monitor_commands(commands)
    return parser


def _serve(args: argparse.Namespace) -> int:
    from msgspec.structs import replace

    from api.cli.serve import serve
    from api.http.proxies import parse_trusted_proxies

    try:
        settings = Settings.from_env()
        if args.trusted_proxies is not None:
            settings = replace(settings, trusted_proxies=parse_trusted_proxies(args.trusted_proxies))
    except ValueError as error:
        print(f"clowder serve: {error}", file=sys.stderr)
        return support.USAGE
    return serve(settings, args.host, args.port, args.data_dir, not args.no_worker, args.single_process)


def _worker(args: argparse.Namespace) -> int:
    from api.cli.serve import check_worker, run_worker

    if args.check:
        return check_worker(Settings.from_env())
    return event_loop.run(run_worker(Settings.from_env()))


def _play(args: argparse.Namespace) -> int:
    from api.cli.play import play

    options = _json_object(args.options)
    if options is None:
        return 2
    if args.games < 1 or args.players < 1 or args.concurrency < 1:
        print("clowder play: --games, --players and --concurrency must be at least 1", file=sys.stderr)
        return 2
    if args.url and (why := support.unreachable(args.url)):
        return support.fail("play", f"cannot reach {args.url}: {why}", support.UNREACHABLE)
    return asyncio.run(
        play(args.game, args.players, args.games, args.url, options, args.concurrency, args.seed, args.json)
    )


def _tournament(args: argparse.Namespace) -> int:
    from api.cli.tournament import run_tournament

    options = _json_object(args.options)
    if options is None:
        return 2
    if args.entrants < 2:
        print("clowder tournament: --entrants must be at least 2", file=sys.stderr)
        return 2
    if args.url and (why := support.unreachable(args.url)):
        return support.fail("tournament", f"cannot reach {args.url}: {why}", support.UNREACHABLE)
    return asyncio.run(
        run_tournament(
            args.game,
            args.format,
            args.entrants,
            args.rounds,
            args.url,
            args.seats,
            args.games_per_match,
            options,
            args.bots,
            args.timeout,
            args.json,
        )
    )


def _json_object(text: str) -> dict | None:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        print(f"clowder: --options is not JSON: {error}", file=sys.stderr)
        return None
    if not isinstance(value, dict):
        print("clowder: --options must be a JSON object", file=sys.stderr)
        return None
    return value


def _projector(args: argparse.Namespace) -> int:
    from api.cli.serve import run_projector

    return event_loop.run(run_projector(Settings.from_env()))


def _migrate(args: argparse.Namespace) -> int:
    from services.schema import migrate_schema

    settings = Settings.from_env()
    if settings.database_url is None:
        print("clowder migrate: set DATABASE_URL", file=sys.stderr)
        return 2
    applied = asyncio.run(migrate_schema(settings.database_url))
    print(f"applied {len(applied)} migration(s): {', '.join(applied) or 'none needed'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
