// The browser's verifier against the test vectors of docs/fairness.md,
// under node's test runner (node --test): the same modules the page loads.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { fromHex, hex, sha256 } from "../../../api/web/static/js/verify/bytes.js";
import { canonicalText } from "../../../api/web/static/js/verify/canonical.js";
import { chance, gameKey } from "../../../api/web/static/js/verify/chance.js";
import { checkReceipt, GENESIS, keyIdOf, link, entry, salter } from "../../../api/web/static/js/verify/chain.js";
import { DECK, rederive } from "../../../api/web/static/js/verify/rederive.js";

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);
const KEY = "3c1abd3dbb14b82a6e1fa9407fd056286a1d7a3037ee632415858ba0d2505125";
const PERMUTATION = [37, 45, 1, 33, 30, 17, 8, 5, 22, 34, 40, 3, 18, 47, 48, 29, 44, 9, 11, 21, 25, 16, 38, 43, 39, 27, 10, 35, 0, 26, 41, 46, 42, 13, 2, 7, 12, 4, 31, 24, 15, 28, 6, 14, 19, 20, 36, 23, 32];
const CREATED = {
  game_id: "vector-game", kind: "feed-the-kitten", seats: 2, options: {}, created_by: "p1",
  created_at: 1764580000.25, decision_seconds: null, rng: "hmac-sha256-ctr-v1", chain: "sha256-jcs-v1",
  seed_commitment: "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd", type: "lobby.game_created",
};
const HEAD_1 = "fee03d543e6318ad705d3917e894959740a29c441cc7a692e0828b6ee4073aa2";

test("the commitment is the SHA-256 of the server seed", async () => {
  assert.equal(hex(await sha256(SEED)), CREATED.seed_commitment);
});

test("the game key mixes the server seed with every client seed", async () => {
  assert.equal(hex(await gameKey(SEED, "vector-game", ["alice-seed", ""])), KEY);
  assert.notEqual(hex(await gameKey(SEED, "vector-game", ["alice-seed", "x"])), KEY);
});

test("the byte stream is HMAC-SHA256 blocks in counter mode", async () => {
  const stream = await chance(fromHex(KEY), 4);
  assert.equal(hex(await stream.read(32)), "a057a4f6be781493ce3246acae372d1cfb78ab0fd8b69f7ec48cc772828d46cc");
  assert.equal(hex(await stream.read(32)), "1c9a60a7ca47f8aecc1d10c7b0cb0974f00abf5666ab532a42e31dbb2622f853");
});

test("integers by rejection sampling", async () => {
  let draw = await chance(fromHex(KEY), 4);
  const first = [];
  for (let i = 0; i < 8; i++) first.push(await draw.below(49));
  assert.deepEqual(first, [32, 23, 36, 20, 19, 14, 6, 44]);
  draw = await chance(fromHex(KEY), 9);
  const seq = [];
  for (const bound of [1000, 1000, 1000, 1000, 1000, 1, 1, 256, 256, 256, 257, 257, 257]) seq.push(await draw.below(bound));
  assert.deepEqual(seq, [487, 366, 556, 565, 621, 0, 0, 24, 173, 46, 64, 31, 170]);
});

test("a Feed the Kitten deck shuffled by Fisher-Yates", async () => {
  const key = fromHex(KEY);
  assert.deepEqual(await (await chance(key, 4)).shuffled([...Array(49).keys()]), PERMUTATION);
  assert.deepEqual(await (await chance(key, 4)).shuffled(DECK), PERMUTATION.map((p) => DECK[p]));
  assert.deepEqual((await (await chance(key, 4)).shuffled(DECK)).slice(0, 5), [80, 90, 0, 70, 60]);
});

test("canonical JSON is JCS with exact integers", () => {
  const value = { b: [1, 2.5, 1e-7, 1e21, true, null, 1764580000.25, 0.1, -0, 123456789012345680000], a: "é\n\u001f\"", c: 1.0, "€": 1, "😀": 2, z: {} };
  assert.equal(canonicalText(value), '{"a":"é\\n\\u001f\\"","b":[1,2.5,1e-7,1e+21,true,null,1764580000.25,0.1,0,123456789012345680000],"c":1,"z":{},"€":1,"😀":2}');
});

test("the first link of a chain", async () => {
  const salt = await salter(SEED);
  assert.equal(hex(await salt(1)), "6e521add54a8d3f3a0cd6e8b4ddbfcb1411f7d0ba5934603d5a8d8d15506ff7c");
  const metadata = { player_id: "p1", seat: null, command: null, decided_at: 0, by: null, hash: HEAD_1 };
  const event = { version: 1, type: "lobby.game_created", data: CREATED, metadata };
  assert.equal(hex(await link(GENESIS, await salt(1), entry("game-vector-game", event))), HEAD_1);
});

test("a receipt is an Ed25519 signature over the head", async () => {
  const publicKey = "03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8";
  assert.equal(await keyIdOf(fromHex(publicKey)), "56475aa75463474c0285df5dbf2bcab7");
  const receipt = {
    game_id: "vector-game", version: 1, head: HEAD_1, key_id: "56475aa75463474c0285df5dbf2bcab7", algorithm: "ed25519",
    signature: "72bd684e223be3291294b3eab647d5076f7078680c2de246810ac6bb6c01891e1a39b806b6148a0d3617bec8328abeb751f77819bc12dbebd43bf3a02f06400b",
  };
  const keys = [{ key_id: receipt.key_id, public_key: publicKey }];
  assert.equal(await checkReceipt(receipt, keys), null);
  assert.notEqual(await checkReceipt({ ...receipt, version: 2 }, keys), null);
  assert.notEqual(await checkReceipt({ ...receipt, head: "00".repeat(32) }, keys), null);
});

// The whole-game chance vectors of docs/fairness-vectors.md: every outcome marked
// "chance" is drawn again by the page's schedules from the key and the events before
// it, and every outcome marked "top" is found where the piles put it.
const VECTORS = readFileSync(new URL("../../../docs/fairness-vectors.md", import.meta.url), "utf8")
  .split("```jsonl\n").slice(1).map((block) => block.split("\n```")[0].split("\n").map((line) => JSON.parse(line)));

function asExport([head, ...lines]) {
  const events = lines.map((e) => ({ version: e.v, type: e.type, data: e.data, metadata: { decided_at: e.decided_at } }));
  const versions = (mark) => lines.filter((e) => e[mark]).map((e) => e.v);
  return { game: head, exported: { kind: head.kind, seats: head.seats, events }, chance: versions("chance"), tops: versions("top") };
}

async function rederived(game, exported) {
  const key = await gameKey(SEED, game.game_id, game.client_seeds);
  return rederive(exported, (version) => chance(key, version));
}

for (const block of VECTORS) {
  const { game, exported, chance: drawn, tops } = asExport(block);
  test(`the chance of ${game.game_id} is drawn again from its seeds, every outcome checked`, async () => {
    const result = await rederived(game, exported);
    assert.deepEqual(result.faults, []);
    assert.ok(drawn.length > 0);
    // Exactly the outcomes the document marks: none skipped (a check turned off), none invented.
    assert.deepEqual(result.checked, [...drawn, ...tops].sort((a, b) => a - b));
  });
}

/** The members of an event's data that hold an outcome (drawn, or the top of a pile); a first seat is drawn in Kombat Kittens only. */
const OUTCOMES = ["hands", "decks", "recruits", "neutral_centers", "draw_pile", "boxed_dogs", "card", "dog", "cards"];
const outcomesOf = (kind) => (kind === "kombat-kittens" ? [...OUTCOMES, "first_seat"] : OUTCOMES);

/** Every card (or number) a game's outcomes hold: what a forger would put in another's place. */
function cardsOf(exported) {
  const found = new Set();
  const walk = (value) => (Array.isArray(value) ? value.forEach(walk) : found.add(value));
  for (const event of exported.events) for (const field of OUTCOMES) if (field in event.data) walk(event.data[field]);
  return [...found];
}

/**
 * ``data`` with one outcome changed as a forger would change it, one copy per outcome member:
 * two cards of a pile exchanged, a card exchanged between the first two hands or decks, a
 * drawn card or a seat replaced by another. An empty member has nothing to change.
 */
function tamperings(data, cards, { kind, seats }) {
  const out = [];
  const other = (card) => cards.find((c) => c !== card);
  for (const field of outcomesOf(kind).filter((f) => f in data)) {
    const copy = structuredClone(data), value = copy[field];
    if (field === "first_seat") copy[field] = (value + 1) % seats;
    else if (!Array.isArray(value)) copy[field] = other(value);
    else if (Array.isArray(value[0]) && value.length > 1) {
      const a = value[0].findIndex((card) => value[1].some((c) => c !== card));
      const b = value[1].findIndex((card) => card !== value[0][a]);
      [value[0][a], value[1][b]] = [value[1][b], value[0][a]];
    } else {
      const row = Array.isArray(value[0]) ? value[0] : value;
      if (!row.length) continue;
      const at = row.findIndex((card) => card !== row[0]);
      if (at > 0) [row[0], row[at]] = [row[at], row[0]];
      else row[0] = other(row[0]);
    }
    out.push([field, copy]);
  }
  return out;
}

for (const block of VECTORS) {
  const { game, exported, chance: drawn, tops } = asExport(block);
  test(`each outcome of ${game.game_id} changed alone is named [chance] at its version`, async () => {
    const cards = cardsOf(exported);
    for (const version of [...drawn, ...tops]) {
      const at = exported.events.findIndex((e) => e.version === version);
      const forgeries = tamperings(exported.events[at].data, cards, game);
      // Only a draw of no card (a full hand) has nothing to change.
      if (!forgeries.length) assert.deepEqual(exported.events[at].data.cards, [], `nothing changed at ${version}`);
      for (const [field, data] of forgeries) {
        const events = [...exported.events.slice(0, at), { ...exported.events[at], data }]; // what follows cannot matter
        const { faults } = await rederived(game, { ...exported, events });
        const named = faults.slice(0, 1).map((f) => [f.check, f.version]);
        assert.deepEqual(named, [["chance", version]], `${exported.events[at].type}.${field} changed at ${version}`);
      }
    }
  });
}
