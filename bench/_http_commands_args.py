"""The arguments of ``python -m bench.http_commands``."""

from __future__ import annotations

import argparse

from bench._common import add_server_args, positive_float, positive_int

#: ``--client``: which closed-loop clients the service rounds run, in order (the first paces the lag
#: and open-loop phases; the lag phase plays as the poll client does, the open loop as ``--open-ready``).
CLIENT_MODES = {"both": ("poll", "stream"), "poll": ("poll",), "stream": ("stream",)}


def build_parser(description: str) -> argparse.ArgumentParser:
    """``python -m bench.http_commands``'s arguments (``description``: its docstring's first paragraph)."""
    parser = argparse.ArgumentParser(
        prog="python -m bench.http_commands",
        description=description,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="About rounds x (1 + clients) x seconds + lag-seconds + open-seconds + ~20 s of start-up and set-up.",
    )
    parser.add_argument(
        "--seconds", type=positive_float, default=8.0, help="length of one round of one phase (default 8)"
    )
    parser.add_argument(
        "--rounds", type=positive_int, default=2, help="alternating rounds of trivial and service (default 2)"
    )
    parser.add_argument(
        "--connections", type=positive_int, default=32, help="concurrent connections = bot games (default 32)"
    )
    parser.add_argument("--seats", type=int, choices=range(2, 6), default=3, help="players per game (default 3)")
    parser.add_argument(
        "--client",
        choices=tuple(CLIENT_MODES),
        default="both",
        help="the service rounds' client: 'poll', GET /view?min_version= then POST per move; 'stream', woken by"
        " GET /players/me/decisions (one stream per player), moving from the event's view (a counted GET"
        " /view when it has none) and again from the command's answer while it is still its turn;"
        " 'both' (default), each round runs poll then stream",
    )
    parser.add_argument(
        "--lag-seconds", type=positive_float, default=10.0, help="length of the paced lag phase (default 10)"
    )
    parser.add_argument(
        "--lag-fraction",
        type=float,
        default=0.5,
        help="pace of the lag phase, a fraction of the measured maximum (default 0.5)",
    )
    parser.add_argument(
        "--open-seconds",
        type=float,
        default=8.0,
        help="length of the open-loop phase, commands sent on a schedule whatever the answers; 0 skips it (default 8)",
    )
    parser.add_argument(
        "--open-fraction",
        type=float,
        default=0.7,
        help="the open loop's arrival rate, a fraction of the measured maximum (default 0.7)",
    )
    parser.add_argument(
        "--schedule",
        choices=("poisson", "fixed"),
        default="poisson",
        help="the open loop's arrivals: a Poisson process (default) or one every 1/rate seconds",
    )
    parser.add_argument(
        "--open-games", type=positive_int, default=256, help="games kept going in the open loop (default 256)"
    )
    parser.add_argument(
        "--open-connections",
        type=positive_int,
        default=128,
        help="the open loop's pool of command connections (default 128; its views and new games use 16 more,"
        " and with --open-ready stream each player holds one decision stream)",
    )
    parser.add_argument(
        "--open-ready",
        choices=("stream", "poll"),
        default="stream",
        help="how the open loop learns a game is ready once handed to another seat: 'stream' (default), a"
        " decision event with that seat's view on one GET /players/me/decisions stream per player (1 request"
        " per move); 'poll', a GET /games/{id}/view?min_version= as the pending seat (about 2)",
    )
    parser.add_argument(
        "--layout",
        choices=("worker", "single-process", "projector-only"),
        default="worker",
        help="'clowder serve' as shipped: the API plus the worker process it starts for the projector and"
        " reactors (default); 'clowder serve --single-process', everything in the API process; or"
        " 'clowder serve --no-worker' beside 'clowder projector', no reactors (accounted as the worker)",
    )
    parser.add_argument("--log-level", default="info", help="the API's log level (default info, as in production)")
    parser.add_argument(
        "--keep-logs", action="store_true", help="keep the servers' logs, the lag samples and the profile"
    )
    parser.add_argument(
        "--api-wrapper",
        metavar="SCRIPT",
        default=None,
        help="run the API as 'python SCRIPT serve ...' instead of 'python -m api.cli serve ...' (e.g. under cProfile)",
    )
    parser.add_argument(
        "--py-spy",
        metavar="PATH",
        default=None,
        help="a py-spy executable: profile the API (and its worker) during the first service round and the lag"
        " phase (implies --keep-logs; the profiler's own CPU makes those phases' figures worse)",
    )
    add_server_args(parser)
    return parser
