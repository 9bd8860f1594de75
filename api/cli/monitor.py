"""``clowder monitor URL``: watch a Clowder's transparency log from outside (api/cli/log_monitor.py does the checks).

It polls the log every ``--interval`` seconds (forever, or ``--polls`` times),
keeps what it trusts in ``--state FILE`` (so a restart goes on from the last
head it checked), trades heads with other monitors through ``--gossip FILE``
(a head one of them saw that does not fit this one's view is a fork), and
checks that each ``--export`` and ``--receipt`` is in the log. It stops at the
first fault with exit 1. Standard library and ``domain/`` only, like ``clowder
verify``.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import os
import sys
import time
from pathlib import Path
from typing import Any

import msgspec

from api.cli.log_monitor import Fetch, Monitor, MonitorState, NotFound, Poll, Unreachable
from domain.audit.export import decode_export
from domain.audit.receipts import decode_keys, decode_receipts
from domain.audit.tree_head import SignedTreeHead

OK, FAULT, UNREADABLE, UNREACHABLE, PENDING = 0, 1, 2, 3, 4
#: Heads a gossip file keeps (the latest ones).
GOSSIP_KEEP = 200

EXIT_HELP = """exit codes:
  0  every head checked is signed by a trusted key and extends the last one; every watched game is in the log
  1  a fault (it stops at the first poll that finds one): a fork (two signed heads of one size with different
     roots, a head that does not extend the last, a gossiped head the log cannot prove it extends), a head
     signed by an unknown key, a published key that disappeared, a watched game missing from the log past
     --grace, a rewritten game (the log holds another chain hash for its batch), a receipt not the service's
  2  an input cannot be read (an export, a receipt, a keys file, the state or the gossip file)
  3  the service was never reached
  4  nothing is wrong, but a watched game is not in the log yet (a batch is logged seconds after it is recorded)

example:
  clowder monitor https://clowder.example --state monitor.json --gossip /shared/heads.json \\
      --export game.json --interval 30"""


class _Gossip(msgspec.Struct):
    heads: list[SignedTreeHead] = msgspec.field(default_factory=list)


def add_commands(commands: Any) -> None:
    monitor = commands.add_parser(
        "monitor",
        help="watch a service's transparency log: it only grows, shows one tree, and holds the games",
        description="Fetches the log's signed tree heads over time and checks each new one extends the last "
        "(a consistency proof checked against the roots this monitor holds); checks heads other monitors saw "
        "(--gossip) and that given games are in the log (--export, --receipt). Progress goes to stdout.",
        epilog=EXIT_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    monitor.add_argument("url", help="the service, e.g. https://clowder.example")
    monitor.add_argument("--state", metavar="FILE", help="keep the last head checked (and the keys seen) here")
    monitor.add_argument(
        "--gossip", metavar="FILE", help="a file of heads shared with other monitors: read, checked, ours added"
    )
    monitor.add_argument(
        "--export",
        action="append",
        default=[],
        metavar="F",
        help="an export whose final head must be in the log; repeatable",
    )
    monitor.add_argument(
        "--receipt",
        action="append",
        default=[],
        metavar="R",
        help="a receipt (or saved command answer, or a list) whose batch must be in the log; repeatable",
    )
    monitor.add_argument(
        "--key",
        action="append",
        default=[],
        metavar="K",
        help="trust only these keys (a saved /.well-known/clowder-keys.json) instead of fetching the published ones; repeatable",
    )
    monitor.add_argument("--interval", type=float, default=10.0, metavar="S", help="seconds between polls (default 10)")
    monitor.add_argument(
        "--polls", type=int, default=0, metavar="N", help="stop after N polls (default 0: run until a fault or Ctrl-C)"
    )
    monitor.add_argument(
        "--grace",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds a recorded game may take to appear in the log before it counts as missing (default 60)",
    )
    monitor.add_argument("--json", action="store_true", help="one JSON object per poll instead of a line")
    monitor.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    try:
        state = _read(Path(args.state), MonitorState) if args.state and Path(args.state).exists() else MonitorState()
        keys = [key for path in args.key for key in decode_keys(Path(path).read_bytes())] if args.key else None
        monitor = Monitor(http_fetch(args.url), state, keys, args.grace)
        for path in args.export:
            monitor.watch_export(path, decode_export(Path(path).read_bytes()))
        for path in args.receipt:
            for index, receipt in enumerate(decode_receipts(Path(path).read_bytes()), start=1):
                monitor.watch_receipt(f"{path}#{index}", receipt)
    except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"clowder monitor: cannot read input: {error}", file=sys.stderr)
        return UNREADABLE
    return watch(monitor, args)


def watch(monitor: Monitor, args: argparse.Namespace) -> int:
    """Poll until a fault, ``--polls`` polls or Ctrl-C; the exit code."""
    reached, polls = False, 0
    try:
        while True:
            polls += 1
            try:
                if args.gossip:
                    monitor.gossip += _read_gossip(Path(args.gossip))
                result = monitor.poll()
            except NotFound as error:  # no head published yet
                print(f"poll {polls}: {error}", flush=True)
                reached = True
            except Unreachable as error:
                print(f"poll {polls}: cannot reach {args.url}: {error}", file=sys.stderr, flush=True)
            else:
                reached = True
                _report(polls, result, args.json)
                _save(monitor, args)
                if result.faults:
                    return FAULT
            if args.polls and polls >= args.polls:
                break
            time.sleep(args.interval)
    except KeyboardInterrupt:
        print("stopped", flush=True)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"clowder monitor: cannot read input: {error}", file=sys.stderr)
        return UNREADABLE
    if not reached:
        return UNREACHABLE
    return PENDING if any(item.status == "pending" for item in monitor.watched) else OK


def _report(number: int, result: Poll, as_json: bool) -> None:
    if as_json:
        print(msgspec.json.encode({"poll": number, **msgspec.structs.asdict(result)}).decode(), flush=True)
        return
    head = result.head
    at = datetime.datetime.now(datetime.UTC).strftime("%H:%M:%S")
    seen = "no head yet" if head is None else f"head of {head.tree_size:,} leaves (root {head.root_hash[:12]}...)"
    watched = (
        f"; watched games: {result.included} in the log, {result.pending} not yet"
        if result.included + result.pending
        else ""
    )
    print(f"poll {number} at {at}: {seen}, {result.new_heads} new head(s) checked{watched}", flush=True)
    for fault in result.faults:
        print(f"  FAIL [{fault.kind}] {fault.message}", flush=True)


def _save(monitor: Monitor, args: argparse.Namespace) -> None:
    if args.state:
        _write(Path(args.state), msgspec.json.encode(monitor.state))
    if args.gossip and monitor.state.head is not None:
        heads = [head for head in _read_gossip(Path(args.gossip)) if head != monitor.state.head]
        heads.append(monitor.state.head)
        _write(Path(args.gossip), msgspec.json.encode(_Gossip(sorted(heads, key=lambda h: h.timestamp)[-GOSSIP_KEEP:])))


def _read_gossip(path: Path) -> list[SignedTreeHead]:
    return _read(path, _Gossip).heads if path.exists() and path.stat().st_size else []


def _read(path: Path, kind: type[Any]) -> Any:
    return msgspec.json.decode(path.read_bytes(), type=kind)


def _write(path: Path, data: bytes) -> None:
    """Whole or not at all: a reader never sees half a file."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def http_fetch(base: str) -> Fetch:
    """GET ``base + path`` with the standard library: its body, :class:`NotFound` or :class:`Unreachable`."""
    from urllib.error import HTTPError, URLError
    from urllib.request import Request, urlopen

    if not base.startswith(("https://", "http://")):
        raise ValueError("the URL must be http(s)")

    def fetch(path: str) -> bytes:
        try:
            with urlopen(
                Request(base.rstrip("/") + path, headers={"Accept": "application/json"}), timeout=30
            ) as answer:
                body: bytes = answer.read(16 << 20)
                return body
        except HTTPError as error:
            with contextlib.suppress(Exception):
                error.close()
            if error.code == 404:
                raise NotFound(f"{path.split('?')[0]}: not found") from error
            raise Unreachable(f"{path.split('?')[0]} answered {error.code}") from error
        except (URLError, OSError) as error:
            raise Unreachable(str(error)) from error

    return fetch
