"""The published test vectors of docs/fairness.md: any implementation must reproduce these bytes.

They were cross-checked with an independent implementation (Node's crypto,
the JavaScript in docs/fairness.md) and with `openssl dgst -mac HMAC`. A
change to the generator, the chain or the receipts breaks them, and with
them every old game's audit: a new algorithm gets a new identifier instead.
"""

from __future__ import annotations

import hashlib

import pytest

from domain.audit import chain
from domain.audit.canonical import canonical
from domain.audit.receipts import PublicKey, check, key_id_of, sign
from domain.core.chance import HmacCounterRandom, SeededRandom, game_key, random_for
from domain.feed_the_kitten.cards import DECK

pytestmark = pytest.mark.unit

SERVER_SEED = bytes(range(32))
GAME_KEY = "3c1abd3dbb14b82a6e1fa9407fd056286a1d7a3037ee632415858ba0d2505125"
PERMUTATION = (
    37,
    45,
    1,
    33,
    30,
    17,
    8,
    5,
    22,
    34,
    40,
    3,
    18,
    47,
    48,
    29,
    44,
    9,
    11,
    21,
    25,
    16,
    38,
    43,
    39,
    27,
    10,
    35,
    0,
    26,
    41,
    46,
    42,
    13,
    2,
    7,
    12,
    4,
    31,
    24,
    15,
    28,
    6,
    14,
    19,
    20,
    36,
    23,
    32,
)
CREATED = {
    "game_id": "vector-game",
    "kind": "feed-the-kitten",
    "seats": 2,
    "options": {},
    "created_by": "p1",
    "created_at": 1764580000.25,
    "decision_seconds": None,
    "rng": "hmac-sha256-ctr-v1",
    "chain": "sha256-jcs-v1",
    "seed_commitment": "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd",
    "type": "lobby.game_created",
}
METADATA = {"player_id": "p1", "seat": None, "command": None, "decided_at": 0, "by": None}
HEAD_1 = "fee03d543e6318ad705d3917e894959740a29c441cc7a692e0828b6ee4073aa2"


def test_the_commitment_is_the_sha256_of_the_server_seed() -> None:
    assert hashlib.sha256(SERVER_SEED).hexdigest() == CREATED["seed_commitment"]


def test_the_game_key_mixes_the_server_seed_with_every_client_seed() -> None:
    assert game_key(SERVER_SEED, "vector-game", ["alice-seed", ""]).hex() == GAME_KEY
    assert game_key(SERVER_SEED, "vector-game", ["alice-seed", "x"]).hex() != GAME_KEY
    assert game_key(bytes(32), "vector-game", ["alice-seed", ""]).hex() != GAME_KEY


def test_the_byte_stream_is_hmac_sha256_blocks_in_counter_mode() -> None:
    stream = HmacCounterRandom(bytes.fromhex(GAME_KEY), 4)
    assert stream.read(32).hex() == "a057a4f6be781493ce3246acae372d1cfb78ab0fd8b69f7ec48cc772828d46cc"
    assert stream.read(32).hex() == "1c9a60a7ca47f8aecc1d10c7b0cb0974f00abf5666ab532a42e31dbb2622f853"


def test_integers_by_rejection_sampling() -> None:
    draw = HmacCounterRandom(bytes.fromhex(GAME_KEY), 4)
    assert [draw.below(49) for _ in range(8)] == [32, 23, 36, 20, 19, 14, 6, 44]
    draw = HmacCounterRandom(bytes.fromhex(GAME_KEY), 9)
    assert [draw.below(1000) for _ in range(5)] == [487, 366, 556, 565, 621]
    assert [draw.below(1) for _ in range(2)] == [0, 0]
    assert [draw.below(256) for _ in range(3)] == [24, 173, 46]
    assert [draw.below(257) for _ in range(3)] == [64, 31, 170]


def test_a_feed_the_kitten_deck_shuffled_by_fisher_yates() -> None:
    key = bytes.fromhex(GAME_KEY)
    assert HmacCounterRandom(key, 4).shuffled(range(49)) == PERMUTATION
    assert HmacCounterRandom(key, 4).shuffled(DECK) == tuple(DECK[index] for index in PERMUTATION)


def test_draws_are_uniform_enough_to_show_no_modulo_bias() -> None:
    """below(3) from one byte with a 2-bit mask: a modulo would favour 0 (86 of 256)."""
    draw = HmacCounterRandom(bytes.fromhex(GAME_KEY), 1)
    counts = [0, 0, 0]
    for _ in range(30_000):
        counts[draw.below(3)] += 1
    print("below(3) counts over 30000 draws:", counts)
    assert all(9_600 < count < 10_400 for count in counts), counts


def test_the_old_algorithm_keeps_its_identifier_and_its_draws() -> None:
    old = random_for("mt19937-sha256-v1", b"s", "any", [], 7)
    assert isinstance(old, SeededRandom)
    assert old.shuffled(range(10)) == SeededRandom(b"s", 7).shuffled(range(10))


def test_canonical_json_is_jcs() -> None:
    value = {
        "b": [1, 2.5, 1e-7, 1e21, True, None, 1764580000.25, 0.1, -0.0, 123456789012345680000.0],
        "a": 'é\n\u001f"',
        "c": 1.0,
        "\u20ac": 1,
        "\U0001f600": 2,
        "z": {},
    }
    assert canonical(value).decode() == (
        '{"a":"é\\n\\u001f\\"","b":[1,2.5,1e-7,1e+21,true,null,1764580000.25,0.1,0,123456789012345680000],'
        '"c":1,"z":{},"€":1,"😀":2}'
    )


def test_the_first_link_of_a_chain() -> None:
    assert chain.salt(SERVER_SEED, 1).hex() == "6e521add54a8d3f3a0cd6e8b4ddbfcb1411f7d0ba5934603d5a8d8d15506ff7c"
    head = chain.link(SERVER_SEED, chain.GENESIS, "game-vector-game", 1, "lobby.game_created", CREATED, METADATA)
    assert head.hex() == HEAD_1
    with_hash = {**METADATA, "hash": HEAD_1}  # the stored metadata: its own hash is not hashed
    assert (
        chain.link(SERVER_SEED, chain.GENESIS, "game-vector-game", 1, "lobby.game_created", CREATED, with_hash) == head
    )


def test_a_receipt_is_a_deterministic_ed25519_signature() -> None:
    receipt = sign(bytes(range(32)), "vector-game", 1, HEAD_1)
    public = "03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8"
    assert receipt.key_id == key_id_of(bytes.fromhex(public)) == "56475aa75463474c0285df5dbf2bcab7"
    assert receipt.signature == (
        "72bd684e223be3291294b3eab647d5076f7078680c2de246810ac6bb6c01891e"
        "1a39b806b6148a0d3617bec8328abeb751f77819bc12dbebd43bf3a02f06400b"
    )
    key = PublicKey(receipt.key_id, public)
    assert check(receipt, [key]) is None
    from msgspec.structs import replace

    assert check(replace(receipt, version=2), [key]) is not None
    assert check(replace(receipt, head="00" * 32), [key]) is not None
    assert "not among the trusted keys" in (check(receipt, []) or "")
