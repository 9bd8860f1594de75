"""``clowder verify`` run in-process on an export written to a file: its exit code and output."""

from __future__ import annotations

import argparse
import contextlib
import io
from pathlib import Path
from typing import Any

import msgspec

from api.cli.verify import add_commands
from domain.audit.export import GameExport, encode_export
from domain.audit.receipts import KeySet, PublicKey


def run_verify(folder: Any, export: GameExport, keys: list[PublicKey] | None, *flags: str) -> tuple[int, str]:
    """Exit code and stdout of ``clowder verify`` (``--key`` given when ``keys`` is not None)."""
    path = Path(str(folder))
    (path / "export.json").write_bytes(encode_export(export))
    argv = ["verify", str(path / "export.json"), *flags]
    if keys is not None:
        (path / "keys.json").write_bytes(msgspec.json.encode(KeySet(keys)))
        argv += ["--key", str(path / "keys.json")]
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    args = parser.parse_args(argv)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = args.run(args)
    return code, out.getvalue()
