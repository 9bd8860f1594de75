// The generator hmac-sha256-ctr-v1 (docs/fairness.md): a game key from the
// server seed and every client seed, then per decision an HMAC-SHA256 byte
// stream in counter mode, integers by rejection sampling, Fisher–Yates.

import { concat, hmacWith, u64be, utf8 } from "./bytes.js";

export const HMAC_SHA256_CTR_V1 = "hmac-sha256-ctr-v1";

export async function gameKey(serverSeed, gameId, clientSeeds) {
  const json = JSON.stringify({ client_seeds: clientSeeds, game_id: gameId });
  const mac = await hmacWith(serverSeed);
  return mac(concat(utf8("clowder-game-key-v1"), new Uint8Array([0]), utf8(json)));
}

/** The random source of the decision made at stream ``version``. */
export async function chance(key, version) {
  const mac = await hmacWith(key);
  let counter = 0;
  let buffer = new Uint8Array(0);
  async function read(count) {
    while (buffer.length < count) {
      const block = await mac(concat(utf8("clowder-chance-v1"), u64be(version), u64be(counter++)));
      buffer = concat(buffer, block);
    }
    const taken = buffer.slice(0, count);
    buffer = buffer.slice(count);
    return taken;
  }
  async function below(bound) {
    if (!Number.isInteger(bound) || bound < 1) throw new Error(`below(${bound})`);
    const bits = bound === 1 ? 0 : (bound - 1).toString(2).length;
    if (bits === 0) return 0;
    const mask = (1n << BigInt(bits)) - 1n;
    for (;;) {
      const bytes = await read(Math.ceil(bits / 8));
      let value = 0n;
      for (const b of bytes) value = (value << 8n) | BigInt(b);
      value &= mask;
      if (value < BigInt(bound)) return Number(value);
    }
  }
  async function shuffled(items) {
    const order = [...items];
    for (let i = order.length - 1; i > 0; i--) {
      const j = await below(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  }
  return { read, below, shuffled };
}
