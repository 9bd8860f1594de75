"""Over HTTP: the commitment before the deal, receipts on every command, a seat's share while
the game runs (no seed, no command), the complete export after, and `clowder verify` on it in a
process with no server address, no database and no service module loaded."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from api.client.session import ApiError, ClowderClient
from tests.e2e.harness import seat_players

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
#: The verifier runs with only the rules and the export format: none of these may be imported.
SERVICE_MODULES = ("services", "eventstore", "litestar", "psycopg", "psycopg_pool", "redis", "httpx", "uvicorn")
#: Except the game registry, which reads the installed games' entry points and imports nothing
#: but the domain: the verifier must know the games an export may be of.
ALLOWED = ("services", "services.game_registry")
VERIFY = """
import sys
from api.cli.main import main
code = main(sys.argv[1:])
loaded = sorted(
    name for name in sys.modules if name.split(".")[0] in SERVICE_MODULES and name not in ALLOWED
)
print("service modules loaded:", loaded)
sys.exit(code if not loaded else 3)
""".replace("SERVICE_MODULES", repr(SERVICE_MODULES)).replace("ALLOWED", repr(ALLOWED))


def run_verify(*args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-c", VERIFY, "verify", *args], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT
    )


async def test_an_export_verifies_offline_and_a_forged_one_does_not(anonymous: ClowderClient, tmp_path: Path) -> None:
    recorded = await seat_players(anonymous, "feed-the-kitten", 2)
    game_id, clients = recorded.game_id, recorded.clients
    summary = await anonymous.game(game_id)
    assert summary["rng"] == "hmac-sha256-ctr-v1" and len(summary["seed_commitment"]) == 64
    history = await anonymous.history(game_id)
    assert history["events"][0]["event"]["seed_commitment"] == summary["seed_commitment"]
    assert [
        entry["event"]["client_seed"] != ""
        for entry in history["events"]
        if entry["event"]["type"] == "lobby.seat_taken"
    ] == [True, True]

    receipts, shown, seen = [], [], 0
    view = await clients[0].view(game_id, min_version=recorded.started_version)
    while view["status"] != "finished":
        seat = view["pending_seats"][0]
        seat_view = await clients[seat].view(game_id, min_version=view["version"])
        result = await clients[seat].command(
            game_id, seat_view["legal_commands"][0], expected_version=seat_view["version"]
        )
        assert result["chain"]["version"] == result["version"] == result["view"]["chain"]["version"]
        assert result["receipt"]["head"] == result["chain"]["hash"] and result["receipt"]["game_id"] == game_id
        receipts.append(result["receipt"])
        view = result["view"]
        seen += 1
        if seen == 3:
            share = await clients[seat].request("GET", f"/games/{game_id}/export")
            assert not share["complete"] and share["server_seed"] is None and share["seat"] == seat
            assert all(event["metadata"] == {} for event in share["events"]), "a running game's export shows no command"
            assert share["signed_head"]["head"] == share["head"]["hash"]
            shown.append(json.dumps(share))
            (tmp_path / "share.json").write_text(json.dumps(share))
            with pytest.raises(ApiError) as refused:
                await anonymous.request("GET", f"/games/{game_id}/audit")
            assert refused.value.status == 409 or 400 <= refused.value.status < 500
        shown.append(json.dumps(result))

    export = await anonymous.request("GET", f"/games/{game_id}/export")
    assert export["complete"] and export["status"] == "finished"
    seed = export["server_seed"]
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == summary["seed_commitment"]
    leaked = [text for text in shown if seed in text]
    print(f"answers read while running: {len(shown)}, containing the server seed: {len(leaked)}")
    assert not leaked, "the server seed was readable before the end"

    audit = await anonymous.request("GET", f"/games/{game_id}/audit")
    assert audit["ok"] and audit["outcome"] == "verified" and audit["verified"] == audit["batches"], audit

    keys = await anonymous.request("GET", "/.well-known/clowder-keys.json")
    assert export["signed_head"]["key_id"] in {key["key_id"] for key in keys["keys"]}
    (tmp_path / "export.json").write_text(json.dumps(export))
    (tmp_path / "keys.json").write_text(json.dumps(keys))
    (tmp_path / "receipts.json").write_text(json.dumps(receipts))
    done = run_verify(
        str(tmp_path / "export.json"),
        "--key",
        str(tmp_path / "keys.json"),
        "--receipt",
        str(tmp_path / "receipts.json"),
    )
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "service modules loaded: []" in done.stdout and f"receipt {len(receipts)} " in done.stdout

    partial = run_verify(str(tmp_path / "share.json"), "--key", str(tmp_path / "keys.json"))
    assert partial.returncode == 4 and "PARTIAL, not verified" in partial.stdout, partial.stdout + partial.stderr
    untrusted = run_verify(str(tmp_path / "export.json"))
    assert untrusted.returncode == 5 and "UNTRUSTED, not verified" in untrusted.stdout, untrusted.stdout

    forged = json.loads(json.dumps(export))
    target = next(event for event in forged["events"] if event["type"] == "round_dealt")
    target["data"]["hands"][0], target["data"]["hands"][1] = target["data"]["hands"][1], target["data"]["hands"][0]
    (tmp_path / "forged.json").write_text(json.dumps(forged))
    refused = run_verify(str(tmp_path / "forged.json"), "--key", str(tmp_path / "keys.json"))
    print(refused.stdout)
    assert refused.returncode == 1
    assert f"[chain] version {target['version']}:" in refused.stdout
    assert f"[replay] version {target['version']}: round_dealt differs" in refused.stdout


async def test_a_client_seed_is_validated(anonymous: ClowderClient) -> None:
    registration = await anonymous.register("seeder")
    client = anonymous.as_player(registration["token"])
    game = await client.create_game("feed-the-kitten", 2, join=False)
    with pytest.raises(ApiError) as refused:
        await client.request("POST", f"/games/{game['game_id']}/seats", json={"client_seed": "no spaces"})
    assert refused.value.status == 400
    with pytest.raises(ApiError) as refused:  # a control character is refused before any validation
        await client.request("POST", f"/games/{game['game_id']}/seats", json={"client_seed": "nul\u0000"})
    assert refused.value.status == 422
    assert (await anonymous.game(game["game_id"]))["seats"][0]["player_id"] is None
    joined = await client.join(game["game_id"], client_seed="my-own.seed_1")
    assert (
        joined["receipt"]["head"] == joined["chain"]["hash"] and joined["receipt"]["version"] == joined["version"] == 2
    )
    history = await anonymous.history(game["game_id"])
    assert history["events"][1]["event"]["client_seed"] == "my-own.seed_1"
    assert history["events"][1]["hash"] == joined["chain"]["hash"]


async def test_the_export_and_the_keys_are_in_the_openapi_spec(anonymous: ClowderClient) -> None:
    schema = await anonymous.request("GET", "/schema/openapi.json")
    export = schema["paths"]["/games/{game_id}/export"]["get"]
    assert export["operationId"] == "exportGame"
    assert export["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith("/GameExport")
    schemas = schema["components"]["schemas"]
    assert schemas["GameExport"]["discriminator"]["propertyName"] == "kind"  # one export type per kind
    fields = schemas["FeedTheKittenGameExport"]["properties"]
    assert fields["events"]["items"] == {"$ref": "#/components/schemas/FeedTheKittenExportedEvent"}
    assert {
        "server_seed",
        "seed_commitment",
        "client_seeds",
        "events",
        "head",
        "signed_head",
        "keys",
        "rng",
        "chain",
    } <= set(fields)
    assert schema["paths"]["/.well-known/clowder-keys.json"]["get"]["operationId"] == "getSigningKeys"
    for kind in ("FeedTheKitten", "KombatKittens", "TrendingKittens", "KinokoKombat"):  # one answer type per kind
        assert {"receipt", "chain"} <= set(schema["components"]["schemas"][f"{kind}CommandResult"]["properties"])
