// The transparency log (docs/transparency.md) in the browser: an export's inclusion
// proof, checked from the specification alone (RFC 9162 hashing, the leaf and head
// formats), sharing no code with the server.
//
// The proof is a claim like any unsigned field: the leaf hash is recomputed, the
// audit path is folded up to the root of a head signed by a trusted key, and the leaf
// must be a batch of this history with the chain hash the history has at its end.

import { canonical } from "./canonical.js";
import { concat, equal, fromHex, hex, sha256, utf8 } from "./bytes.js";
import { keyIdOf, SHA256_JCS_V1 } from "./chain.js";

const ZERO = new Uint8Array([0]);
const ONE = new Uint8Array([1]);

export function leafEntry(leaf) {
  const fields = { first_version: leaf.first_version, game_id: leaf.game_id, head: leaf.head, last_version: leaf.last_version };
  return concat(utf8("clowder-log-leaf-v1"), ZERO, canonical(fields));
}

export const leafHash = (leaf) => sha256(concat(ZERO, leafEntry(leaf)));
export const nodeHash = (left, right) => sha256(concat(ONE, left, right));

export function headMessage(head) {
  return concat(utf8("clowder-log-head-v1"), ZERO, canonical({ root_hash: head.root_hash, timestamp: head.timestamp, tree_size: head.tree_size }));
}

/** RFC 9162 §2.1.3.2, with BigInt so that no tree size meets JavaScript's 32-bit bit operations. */
export async function verifyInclusion(index, size, leaf, path, root) {
  let fn = BigInt(index), sn = BigInt(size) - 1n, hashed = leaf;
  if (fn < 0n || fn > sn) return false;
  for (const sibling of path) {
    if (sn === 0n) return false;
    if ((fn & 1n) === 1n || fn === sn) {
      hashed = await nodeHash(sibling, hashed);
      if ((fn & 1n) === 0n) while ((fn & 1n) === 0n && fn !== 0n) { fn >>= 1n; sn >>= 1n; }
    } else {
      hashed = await nodeHash(hashed, sibling);
    }
    fn >>= 1n; sn >>= 1n;
  }
  return sn === 0n && equal(hashed, root);
}

/** Whether ``head`` is signed by one of ``keys``; a reason when not. */
export async function checkHead(head, keys) {
  if (head.algorithm && head.algorithm !== "ed25519") return `the tree head's algorithm is ${head.algorithm}`;
  const key = keys.find((k) => k.key_id === head.key_id);
  if (!key) return `the tree head is signed by key ${head.key_id}, which is not among the trusted keys`;
  const raw = fromHex(key.public_key);
  if ((await keyIdOf(raw)) !== key.key_id) return `key ${key.key_id} is not the id of its public key`;
  const imported = await globalThis.crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
  const valid = await globalThis.crypto.subtle.verify({ name: "Ed25519" }, imported, fromHex(head.signature), headMessage(head));
  return valid ? null : "the tree head's signature does not verify";
}

/** Why ``proof`` does not put its leaf in its head's tree (signature aside), or null. */
export async function inclusionProblem(proof) {
  const hashed = await leafHash(proof.leaf);
  if (hex(hashed) !== proof.leaf_hash) return `the leaf's hash is ${hex(hashed)}, not the ${proof.leaf_hash} the proof states`;
  const path = proof.audit_path.map(fromHex);
  if (![...path, fromHex(proof.head.root_hash)].every((h) => h.length === 32)) return "the proof's hashes are not 32 bytes";
  const holds = await verifyInclusion(proof.leaf_index, proof.head.tree_size, hashed, path, fromHex(proof.head.root_hash));
  return holds ? null : `the audit path does not lead from leaf ${proof.leaf_index} to the root of the tree of ${proof.head.tree_size} leaves`;
}

function againstHistory(leaf, exported, events) {
  if (leaf.game_id !== exported.game_id) return `the logged leaf is game ${leaf.game_id}'s, not this game's`;
  const at = events.find((e) => e.version === leaf.last_version);
  if (!at) return `the log holds version ${leaf.last_version}, which this history does not have`;
  if (at.hash !== leaf.head) return `the history at version ${leaf.last_version} is not the one the log holds: rewritten after it was logged`;
  const span = events.filter((e) => e.version >= leaf.first_version && e.version <= leaf.last_version);
  const decided = span.map((e) => e.metadata?.decided_at);
  if (decided.some((d) => typeof d !== "number")) return null; // a seat's share: its head is all it can check
  const after = events.find((e) => e.version === leaf.last_version + 1);
  const oneBatch = span.length === leaf.last_version - leaf.first_version + 1 && decided.every((d) => d === leaf.first_version - 1)
    && after?.metadata?.decided_at !== leaf.first_version - 1;
  return oneBatch ? null : `the logged versions ${leaf.first_version}-${leaf.last_version} are not one batch of this history`;
}

/** The export's ``log``, checked: a "log" check or a fault, as clowder verify reports it. */
export async function checkLog(exported, events, keys, whose, fault, note) {
  const proof = exported.log;
  if (!proof) {
    if (exported.chain === SHA256_JCS_V1) note("log", false, "the export carries no inclusion proof: the game is not in the transparency log yet");
    return;
  }
  const version = proof.leaf?.last_version ?? null;
  const why = (await checkHead(proof.head, keys)) || (await inclusionProblem(proof)) || againstHistory(proof.leaf, exported, events);
  if (why) { fault("log", version, why); return; }
  const final = version === exported.head?.version;
  note("log", !whose, `versions ${proof.leaf.first_version}-${version} (${final ? "the final head" : "an earlier batch"}) are leaf ${proof.leaf_index} of the transparency log's tree of ${proof.head.tree_size} leaves${whose}`);
}
