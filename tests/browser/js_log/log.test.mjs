// The browser's transparency-log checks (api/web/static/js/verify/log.js) against the vectors of
// docs/transparency.md and against RFC 9162's recursive definitions, under node's test runner.

import assert from "node:assert/strict";
import { test } from "node:test";

import { concat, fromHex, hex, sha256, utf8 } from "../../../api/web/static/js/verify/bytes.js";
import { checkHead, headMessage, leafEntry, leafHash, nodeHash, verifyInclusion } from "../../../api/web/static/js/verify/log.js";

const KEY = { key_id: "56475aa75463474c0285df5dbf2bcab7", public_key: "03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8" };
const LEAF_0 = { game_id: "vector-game", first_version: 1, last_version: 1, head: "fee03d543e6318ad705d3917e894959740a29c441cc7a692e0828b6ee4073aa2" };
const ROOT_7 = "220a7223245d43ceaebf06ab76c75d9e16f7c33c2058c71f5a558f4b1101269c";
const PATH_5_OF_7 = [
  "1ed654259c4c2a2901ae2f1e3f987642beb0909bc3c9c87e6ab3e91a6ccffaed",
  "ecf2d1dd31f33a101f590faa07e4435186f1b7ab00b4e1c5dfc1107b2ed2889a",
  "80062646f0e28de4d0c06dd0eddf31ab0d1131ddf70287683708ef06a5c667b3",
];
const HEAD = {
  tree_size: 7, root_hash: ROOT_7, timestamp: 1764580000000, key_id: KEY.key_id, algorithm: "ed25519",
  signature: "0ff67cc20552c07b5b372c90260265d3e0cd51d990b71a15a5623789014696f60bdad35a8bd619ef08c51e0d0cfda84e35c067797268b1ba7d1213085c67100b",
};

async function leaves() {
  const made = [LEAF_0];
  for (let v = 2; v <= 7; v++) made.push({ game_id: "vector-game", first_version: v, last_version: v, head: hex(await sha256(utf8(`vector head ${v}`))) });
  return Promise.all(made.map(leafHash));
}

// RFC 9162 §2.1.1 and §2.1.3.1, as written: MTH and PATH over a list of leaf hashes.
const split = (n) => { let k = 1; while (k * 2 < n) k *= 2; return k; };
async function mth(hashes) {
  if (hashes.length === 1) return hashes[0];
  const k = split(hashes.length);
  return nodeHash(await mth(hashes.slice(0, k)), await mth(hashes.slice(k)));
}
async function path(m, hashes) {
  if (hashes.length === 1) return [];
  const k = split(hashes.length);
  return m < k ? [...await path(m, hashes.slice(0, k)), await mth(hashes.slice(k))]
    : [...await path(m - k, hashes.slice(k)), await mth(hashes.slice(0, k))];
}

test("the leaf entry, its hash and a node hash are the published vectors", async () => {
  assert.equal(new TextDecoder().decode(leafEntry(LEAF_0)), `clowder-log-leaf-v1\u0000{"first_version":1,"game_id":"vector-game","head":"${LEAF_0.head}","last_version":1}`);
  const [first, second] = await leaves();
  assert.equal(hex(first), "0f2b4b96ff04e6e28d3ae6f4e7f950e0ab7dcb18f97b5437b67bc65eb48c2c87");
  assert.equal(hex(await nodeHash(first, second)), "2bc46425ee805a10f02efeb5a3f0928114c21dd308cdc49e692b3f6c12d57f89");
  assert.equal(hex(await mth(await leaves())), ROOT_7);
});

test("the published audit path proves leaf 5 of 7 and nothing else", async () => {
  const hashes = await leaves();
  const proof = PATH_5_OF_7.map(fromHex);
  assert.deepEqual((await path(5, hashes)).map(hex), PATH_5_OF_7);
  assert.ok(await verifyInclusion(5, 7, hashes[5], proof, fromHex(ROOT_7)));
  assert.ok(!(await verifyInclusion(4, 7, hashes[5], proof, fromHex(ROOT_7))));
  assert.ok(!(await verifyInclusion(5, 7, hashes[4], proof, fromHex(ROOT_7))));
  assert.ok(!(await verifyInclusion(5, 6, hashes[5], proof, fromHex(ROOT_7))));
  assert.ok(!(await verifyInclusion(5, 7, hashes[5], proof.slice(1), fromHex(ROOT_7))));
});

test("every leaf of every tree up to 17 leaves is proven by RFC 9162's path", async () => {
  const hashes = [];
  for (let i = 0; i < 17; i++) hashes.push(await sha256(concat(new Uint8Array([0]), utf8(`leaf ${i}`))));
  for (let n = 1; n <= 17; n++) {
    const root = await mth(hashes.slice(0, n));
    for (let m = 0; m < n; m++) assert.ok(await verifyInclusion(m, n, hashes[m], await path(m, hashes.slice(0, n)), root), `${m} of ${n}`);
  }
});

test("the published head verifies under the receipt vector's key, and only as signed", async () => {
  assert.equal(new TextDecoder().decode(headMessage(HEAD)), `clowder-log-head-v1\u0000{"root_hash":"${ROOT_7}","timestamp":1764580000000,"tree_size":7}`);
  assert.equal(await checkHead(HEAD, [KEY]), null);
  assert.match(await checkHead({ ...HEAD, tree_size: 8 }, [KEY]), /does not verify/);
  assert.match(await checkHead(HEAD, []), /not among the trusted keys/);
});
