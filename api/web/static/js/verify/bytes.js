// Bytes, hex and the two WebCrypto primitives the verifier needs (SHA-256, HMAC-SHA256).

const subtle = globalThis.crypto.subtle;
const encoder = new TextEncoder();

export const utf8 = (text) => encoder.encode(text);

export function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function fromHex(text) {
  if (typeof text !== "string" || text.length % 2 || /[^0-9a-f]/i.test(text)) throw new Error(`not hex: ${String(text).slice(0, 20)}`);
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}

export function u64be(n) {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n));
  return out;
}

export async function sha256(bytes) {
  return new Uint8Array(await subtle.digest("SHA-256", bytes));
}

/** An HMAC-SHA256 function under ``key`` (the key is imported once). */
export async function hmacWith(key) {
  const imported = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (message) => new Uint8Array(await subtle.sign("HMAC", imported, message));
}

export function equal(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
