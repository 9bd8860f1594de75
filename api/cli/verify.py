"""``clowder verify`` and ``clowder keys``: an auditor's verifier, and the operator's key rotation.

``clowder verify FILE`` needs no server and no database: it reads an export
(``GET /games/{id}/export``), or an operator's backup (``clowder admin
export``: one export a line, NDJSON), runs
:func:`domain.audit.verify.verify_export` on each game and prints what held
and what did not. The signatures are checked against the
service's published keys, from a file (``--key``) or fetched from the service
(``--url``, the one network read, with the standard library); never against
the keys the export carries. It imports only ``domain/`` (the rules and the
export format), never the service.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from domain.audit.export import GameExport, decode_export
from domain.audit.findings import EXIT_CODES, Verification
from domain.audit.receipts import Receipt, decode_keys, decode_receipts

KEYS_PATH = "/.well-known/clowder-keys.json"
#: Exit codes beside the outcomes' (domain/audit/findings.py: EXIT_CODES).
UNREADABLE, KEYS_NOT_FETCHED = 2, 3

EXIT_HELP = """exit codes:
  0  verified: every check ran and held, signatures under a trusted key (--key or --url)
  1  broken: at least one fault, each named (FAIL [check] version v: ...)
  2  an input file cannot be read (the export, a receipt, a keys file)
  3  the keys could not be fetched from --url
  4  partial: nothing is wrong, but this is not a whole game (a seat's share of a
     running game: no seed yet, so the chain and chance were not checked)
  5  untrusted: nothing is wrong, but no trusted key was given (--key or --url): the
     signatures were checked only against keys the export itself carries
A backup of several games (clowder admin export: one export a line) gets one result per
game and a summary; its exit code is the worst of its games' (1, then 2 for a line that
cannot be read or a receipt of a game the file lacks, then 4, then 5; 0 only if all
verified)."""

#: A backup's exit code is its worst game's: the first of these that any game got.
WORST_FIRST = (1, UNREADABLE, 4, 5, 0)

VERDICTS = {
    "verified": "verified: everything holds",
    "partial": "PARTIAL, not verified: nothing contradicts the signed head, but the chain and chance of a game "
    "that has not ended (a seat's share) cannot be checked; verify the export once the game has ended",
    "untrusted": "UNTRUSTED, not verified: the history holds, but its signatures were checked only against keys "
    "the export itself carries; pass the service's keys with --key FILE or --url URL",
}


def add_commands(commands: Any) -> None:
    """Register ``verify`` and ``keys`` on the ``clowder`` subparsers."""
    verify = commands.add_parser(
        "verify",
        help="verify a game's export offline: seeds, chain, every shuffle and command, signatures",
        description="Checks an export (GET /games/{id}/export) with no server: the seed commitment, the hash "
        "chain, every chance event and command re-decided by the rules, the signed head and any receipts, "
        "against the service's published keys.",
        epilog=EXIT_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("file", help="the export (JSON), or a backup of several (NDJSON, one export a line)")
    verify.add_argument(
        "--receipt",
        action="append",
        default=[],
        metavar="R",
        help="a receipt (or a saved command answer, or a JSON list of them) to check; repeatable",
    )
    verify.add_argument(
        "--key",
        action="append",
        default=[],
        metavar="K",
        help=f"the service's published keys (a saved {KEYS_PATH}); repeatable",
    )
    verify.add_argument(
        "--url",
        metavar="URL",
        help=f"the service, to fetch its published keys from URL{KEYS_PATH}",
    )
    verify.add_argument("--json", action="store_true", help="print the verification as JSON")
    verify.set_defaults(run=_verify)

    keys = commands.add_parser("keys", help="the service's receipt signing keys (DATABASE_URL)")
    actions = keys.add_subparsers(title="actions", metavar="ACTION")
    rotate = actions.add_parser("rotate", help="retire the active signing key and create a new one")
    rotate.set_defaults(run=_rotate)
    listing = actions.add_parser("list", help="print the public keys")
    listing.set_defaults(run=_list)


def _verify(args: argparse.Namespace) -> int:
    from domain.audit.verify import verify_export
    from services.game_registry import all_games

    try:
        lines = _exports(Path(args.file).read_bytes())
        receipts = [receipt for path in args.receipt for receipt in decode_receipts(Path(path).read_bytes())]
        keys = [key for path in args.key for key in decode_keys(Path(path).read_bytes())]
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"clowder verify: cannot read input: {error}", file=sys.stderr)
        return UNREADABLE
    if args.url:
        try:
            keys += decode_keys(_fetch(args.url.rstrip("/") + KEYS_PATH))
        except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError) as error:
            print(f"clowder verify: cannot fetch the keys from {args.url}{KEYS_PATH}: {error}", file=sys.stderr)
            return KEYS_NOT_FETCHED
    trusted = keys if args.key or args.url else None
    games = all_games()
    if len(lines) == 1 and isinstance(lines[0], GameExport):  # one export: every receipt is checked against it
        export = lines[0]
        result = verify_export(games, export, receipts, trusted)
        if args.json:
            print(msgspec.json.encode(result).decode())
        else:
            _print(export.game_id, f"{export.kind}, {export.status}, {len(export.events)} events", result)
        return EXIT_CODES[result.outcome]
    return _verify_backup(args, lines, receipts, lambda export, given: verify_export(games, export, given, trusted))


def _verify_backup(
    args: argparse.Namespace,
    lines: list[GameExport | str],
    receipts: list[Receipt],
    verify: Callable[[GameExport, list[Receipt]], Verification],
) -> int:
    """Every line of a backup verified on its own: one result per game, then a summary.

    Each receipt is checked against its own game; a receipt of a game the file
    lacks is a failure (a backup that misses a game someone played)."""
    codes: list[int] = []
    counts: dict[str, int] = {}
    exported = {line.game_id for line in lines if isinstance(line, GameExport)}
    for number, line in enumerate(lines, start=1):
        if isinstance(line, str):
            codes.append(UNREADABLE)
            counts["unreadable"] = counts.get("unreadable", 0) + 1
            _say(
                args, {"line": number, "outcome": "unreadable", "error": line}, f"line {number}: cannot read it: {line}"
            )
            continue
        result = verify(line, [receipt for receipt in receipts if receipt.game_id == line.game_id])
        codes.append(EXIT_CODES[result.outcome])
        counts[result.outcome] = counts.get(result.outcome, 0) + 1
        if args.json:
            print(msgspec.json.encode(result).decode())
        else:
            _print(line.game_id, f"{line.kind}, {line.status}, {len(line.events)} events; line {number}", result, False)
    for receipt in receipts:
        if receipt.game_id not in exported:
            codes.append(UNREADABLE)
            counts["receipts of a game not in the file"] = counts.get("receipts of a game not in the file", 0) + 1
            about = f"receipt of game {receipt.game_id} at version {receipt.version}: that game is not in {args.file}"
            _say(args, {"receipt": msgspec.to_builtins(receipt), "outcome": "missing", "error": about}, about)
    tally = ", ".join(f"{count} {outcome}" for outcome, count in counts.items())
    print(f"{args.file}: {len(lines)} game(s): {tally}", file=sys.stderr if args.json else sys.stdout)
    return next(code for code in WORST_FIRST if code in codes) if codes else 0


def _say(args: argparse.Namespace, as_json: dict[str, Any], in_words: str) -> None:
    print(msgspec.json.encode(as_json).decode() if args.json else f"FAIL {in_words}")


def _exports(raw: bytes) -> list[GameExport | str]:
    """One export (a download, however it is laid out), or a backup: NDJSON, one export a line.

    A line of a backup that cannot be read is kept as the reason, so the
    other games are still verified."""
    try:
        return [decode_export(raw)]
    except msgspec.DecodeError:
        lines = [line for line in raw.splitlines() if line.strip()]
        if len(lines) < 2 or not _is_json(lines[0]):
            raise  # one document (a pretty-printed one too): its own error says what is wrong
    return [_line(line) for line in lines]


def _is_json(line: bytes) -> bool:
    try:
        msgspec.json.decode(line)
    except msgspec.DecodeError:
        return False
    return True


def _line(line: bytes) -> GameExport | str:
    try:
        return decode_export(line)
    except msgspec.DecodeError as error:
        return str(error)


def _print(game_id: str, about: str, result: Verification, every_check: bool = True) -> None:
    print(f"game {game_id} ({about})")
    for line in result.checked if every_check else ():
        print(f"  ok   {line}")
    for finding in result.findings:
        print(f"  FAIL {finding.line()}")
    print(VERDICTS.get(result.outcome) or f"NOT verified: {len(result.findings)} mismatch(es)")


def _fetch(url: str) -> bytes:
    """The published keys, read with the standard library (the verifier loads no HTTP client)."""
    from urllib.request import Request, urlopen

    if not url.startswith(("https://", "http://")):
        raise ValueError("--url takes an http(s) address")
    with urlopen(Request(url, headers={"Accept": "application/json"}), timeout=30) as answer:
        body: bytes = answer.read(1 << 20)
        return body


def _rotate(args: argparse.Namespace) -> int:
    return _with_keys(lambda keys: keys.rotate(), "new active key")


def _list(args: argparse.Namespace) -> int:
    return _with_keys(lambda keys: keys.public_keys(), "keys")


def _with_keys(action: Any, label: str) -> int:
    import asyncio

    from api.settings import Settings

    settings = Settings.from_env()
    if settings.database_url is None:
        print("clowder keys: set DATABASE_URL", file=sys.stderr)
        return 2

    async def run() -> Any:
        from eventstore.postgres import open_pool
        from services.schema import migrate_schema
        from services.signing import PostgresKeys

        await migrate_schema(settings.database_url)  # type: ignore[arg-type]
        pool = await open_pool(settings.database_url, min_size=1, max_size=2)  # type: ignore[arg-type]
        try:
            keys = PostgresKeys(pool)
            await keys.ensure()
            return await action(keys)
        finally:
            await pool.close()

    result = asyncio.run(run())
    if hasattr(result, "key_id"):
        print(f"{label}: {result.key_id}")
    else:
        print(msgspec.json.encode({"keys": result}).decode())
    return 0
