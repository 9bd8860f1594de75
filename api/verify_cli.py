"""``clowder verify`` and ``clowder keys``: an auditor's verifier, and the operator's key rotation.

``clowder verify FILE`` needs no server, no database and no network: it reads
an export (``GET /games/{id}/export``), runs :func:`domain.audit.verify.verify_export`
and prints what held and what did not. Exit 0 when everything holds, 1 with
each mismatch named, 2 for a file it cannot read. It imports only
``domain/`` (the rules and the export format), never the service.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import msgspec

from domain.audit.export import decode_export
from domain.audit.receipts import PublicKey, Receipt


def add_commands(commands: Any) -> None:
    """Register ``verify`` and ``keys`` on the ``clowder`` subparsers."""
    verify = commands.add_parser(
        "verify",
        help="verify a game's export offline: seeds, chain, every shuffle and command, signatures",
        description="Checks an export (GET /games/{id}/export) with no server: the seed commitment, the hash "
        "chain, every chance event and command re-decided by the rules, the signed head and any receipts.",
    )
    verify.add_argument("file", help="the export (JSON)")
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
        help="trusted public keys (/.well-known/clowder-keys.json); default: the export's own",
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
    from domain.registry import all_games

    try:
        export = decode_export(Path(args.file).read_bytes())
        receipts = [receipt for path in args.receipt for receipt in _receipts(Path(path).read_bytes())]
        keys = [key for path in args.key for key in _keys(Path(path).read_bytes())] if args.key else None
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        print(f"clowder verify: cannot read input: {error}", file=sys.stderr)
        return 2
    result = verify_export(all_games(), export, receipts, keys)
    if args.json:
        print(msgspec.json.encode(result).decode())
    else:
        print(f"game {export.game_id} ({export.kind}, {export.status}, {len(export.events)} events)")
        for line in result.checked:
            print(f"  ok   {line}")
        for finding in result.findings:
            print(f"  FAIL {finding.line()}")
        print("verified: everything holds" if result.ok else f"NOT verified: {len(result.findings)} mismatch(es)")
    return 0 if result.ok else 1


def _receipts(raw: bytes) -> list[Receipt]:
    value = msgspec.json.decode(raw)
    items = value if isinstance(value, list) else [value]
    return [msgspec.convert(item.get("receipt", item) if isinstance(item, dict) else item, Receipt) for item in items]


def _keys(raw: bytes) -> list[PublicKey]:
    value = msgspec.json.decode(raw)
    if isinstance(value, dict) and "keys" in value:
        value = value["keys"]
    return msgspec.convert(value if isinstance(value, list) else [value], list[PublicKey])


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
        from eventstore.migrate import migrate
        from eventstore.postgres import open_pool
        from services.signing import PostgresKeys

        await migrate(settings.database_url)  # type: ignore[arg-type]
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
