"""A signature proves something only under a key obtained apart from the export.

``clowder verify`` never trusts the keys an export carries: it checks the signatures against the
service's published keys (a saved ``clowder-keys.json`` with ``--key``, or fetched with ``--url``);
without them its answer is ``untrusted`` (exit 5), never ``verified``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from api.cli.verify import add_commands
from domain.audit.findings import EXIT_CODES
from domain.audit.receipts import KeySet, PublicKey, key_id_of, new_private_key, sign
from domain.audit.verify import verify_export
from tests.unit.audit.played import GAMES, TRUSTED, played, redealt
from tests.unit.audit.verify_command import run_verify

pytestmark = pytest.mark.unit


def resigned_by_a_stranger(forged: Any) -> Any:
    """``forged`` re-signed with a key of the forger's own, which the export then carries."""
    private, public = new_private_key()
    head = forged.head
    return replace(
        forged,
        signed_head=sign(private, forged.game_id, head.version, head.hash or ""),
        keys=[PublicKey(key_id_of(public), public.hex())],
    )


def test_without_a_trusted_key_an_honest_export_is_untrusted(tmp_path: Any) -> None:
    honest = played("feed-the-kitten")
    result = verify_export(GAMES, honest)
    assert not result.findings and result.outcome == "untrusted" and not result.ok
    code, printed = run_verify(tmp_path, honest, None)
    print(printed)
    assert code == 5 and "UNTRUSTED, not verified" in printed and "everything holds" not in printed
    assert "NOT checked against a trusted key" in printed


def test_the_keys_an_export_carries_are_never_trusted(tmp_path: Any) -> None:
    forged = resigned_by_a_stranger(played("kinoko-kombat"))
    untrusted = verify_export(GAMES, forged)
    assert untrusted.outcome == "untrusted" and not untrusted.ok, "consistent, but signed by nobody we know"
    assert verify_export(GAMES, resigned_by_a_stranger(redealt(played("kinoko-kombat")))).outcome == "broken"
    trusted = verify_export(GAMES, forged, trusted_keys=TRUSTED)
    assert trusted.outcome == "broken"
    assert any(f.check == "signature" and "not among the trusted keys" in f.message for f in trusted.findings)
    code, printed = run_verify(tmp_path, forged, TRUSTED)
    assert code == 1 and "[signature]" in printed, printed


def test_an_honest_export_verifies_under_the_published_keys(tmp_path: Any) -> None:
    code, printed = run_verify(tmp_path, played("trending-kittens"), TRUSTED)
    assert code == 0 and "verified: everything holds" in printed and "a trusted key" in printed, printed


@pytest.fixture
def keys_server() -> Iterator[str]:
    """A service publishing TRUSTED at /.well-known/clowder-keys.json (and nothing else)."""
    body = msgspec.json.encode(KeySet(TRUSTED))

    class Keys(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            found = self.path == "/.well-known/clowder-keys.json"
            self.send_response(200 if found else 404)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body if found else b"{}")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Keys)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_url_fetches_the_published_keys(tmp_path: Any, keys_server: str) -> None:
    code, printed = run_verify(tmp_path, played("kombat-kittens", moves=6, abort=True), None, "--url", keys_server)
    assert code == 0 and "verified: everything holds" in printed, printed
    code, printed = run_verify(
        tmp_path, resigned_by_a_stranger(played("feed-the-kitten")), None, "--url", keys_server + "/"
    )
    assert code == 1 and "not among the trusted keys" in printed, printed


def test_keys_that_cannot_be_fetched_are_their_own_exit_code(tmp_path: Any, keys_server: str) -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{probe.getsockname()[1]}"
    assert run_verify(tmp_path, played("feed-the-kitten"), None, "--url", closed)[0] == 3
    assert run_verify(tmp_path, played("feed-the-kitten"), None, "--url", keys_server + "/elsewhere")[0] == 3


def test_the_help_lists_every_exit_code() -> None:
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown), pytest.raises(SystemExit):
        parser.parse_args(["verify", "--help"])
    for outcome, code in EXIT_CODES.items():
        assert f"  {code}  {outcome}" in shown.getvalue(), shown.getvalue()
    assert (
        "  2  an input file cannot be read" in shown.getvalue()
        and "  3  the keys could not be fetched" in shown.getvalue()
    )
