// The hash chain sha256-jcs-v1 and the Ed25519 receipts (docs/fairness.md).

import { canonical } from "./canonical.js";
import { concat, fromHex, hex, hmacWith, sha256, u64be, utf8 } from "./bytes.js";

export const SHA256_JCS_V1 = "sha256-jcs-v1";
export const GENESIS = new Uint8Array(32);

export async function salter(serverSeed) {
  const mac = await hmacWith(serverSeed);
  return (version) => mac(concat(utf8("clowder-chain-salt-v1"), u64be(version)));
}

export function entry(streamId, event) {
  const metadata = { ...event.metadata };
  delete metadata.hash;
  return { data: event.data, metadata, stream_id: streamId, type: event.type, version: event.version };
}

export async function link(previous, salt, hashed) {
  return sha256(concat(utf8("clowder-chain-v1"), new Uint8Array([0]), previous, salt, canonical(hashed)));
}

export function receiptMessage(gameId, version, head) {
  return concat(utf8("clowder-receipt-v1"), new Uint8Array([0]), canonical({ game_id: gameId, head, version }));
}

export async function keyIdOf(publicKey) {
  return hex(await sha256(publicKey)).slice(0, 32);
}

/** Whether ``receipt`` is a valid Ed25519 signature by one of ``keys``; a reason when not. */
export async function checkReceipt(receipt, keys) {
  if (receipt.algorithm && receipt.algorithm !== "ed25519") return `the receipt's algorithm is ${receipt.algorithm}`;
  const key = keys.find((k) => k.key_id === receipt.key_id);
  if (!key) return `no published key has id ${receipt.key_id}`;
  const raw = fromHex(key.public_key);
  if ((await keyIdOf(raw)) !== key.key_id) return `key ${key.key_id} is not the id of its public key`;
  const imported = await globalThis.crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
  const valid = await globalThis.crypto.subtle.verify(
    { name: "Ed25519" }, imported, fromHex(receipt.signature), receiptMessage(receipt.game_id, receipt.version, receipt.head));
  return valid ? null : "the signature does not verify";
}
