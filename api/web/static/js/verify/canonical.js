// Canonical JSON as docs/fairness.md specifies it (RFC 8785 style): members
// sorted by key in UTF-16 code units, no whitespace, JCS string escapes,
// numbers as ECMAScript writes them, integers exactly.

import { utf8 } from "./bytes.js";

export function canonicalText(value) {
  if (value === null || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("canonical JSON has no NaN or infinity");
    return JSON.stringify(value);
  }
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(",")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value).sort(); // default sort compares UTF-16 code units, as JCS asks
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalText(value[key])}`).join(",")}}`;
  }
  throw new Error(`cannot encode ${typeof value}`);
}

export const canonical = (value) => utf8(canonicalText(value));
