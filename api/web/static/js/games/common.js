// What every game's renderer shares: seat names, card chips, a generic event line.

import { h } from "../dom.js";

export function seatName(ctx, seat) {
  if (seat === null || seat === undefined) return "nobody";
  const name = ctx.names?.[seat];
  return name ? `seat ${seat} (${name})` : `seat ${seat}`;
}

export function seats(ctx, list) {
  return (list || []).map((seat) => seatName(ctx, seat)).join(", ");
}

/** A card as a labelled chip; ``hidden`` shows its back. */
export function chip(label, { suit = "", hidden = false, title = "", extra = "" } = {}) {
  const text = hidden ? "?" : label;
  const described = title || (hidden ? "a face-down card" : String(label));
  return h("span", { class: `card ${suit} ${hidden ? "back" : ""} ${extra}`.trim(), role: "img", "aria-label": described, title: described }, text);
}

export function row(...children) {
  return h("div", { class: "cards" }, ...children);
}

export function facts(pairs) {
  return h("dl", { class: "facts" }, pairs.filter(Boolean).flatMap(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]));
}

/** A fallback sentence for an event a renderer does not know (a newer server). */
export function genericEvent(event, ctx) {
  const { type, ...rest } = event;
  const words = type.replace(/[._]/g, " ");
  const seat = rest.seat !== undefined ? `${seatName(ctx, rest.seat)}: ` : "";
  const details = Object.entries(rest)
    .filter(([key, value]) => key !== "seat" && (typeof value !== "object" || value === null))
    .map(([key, value]) => `${key.replace(/_/g, " ")} ${value}`)
    .join(", ");
  return `${seat}${words}${details ? ` (${details})` : ""}`;
}

/** A command's fields as words, for buttons and select options. */
export function genericCommand(command) {
  const { type, ...rest } = command;
  const details = Object.entries(rest).map(([key, value]) => `${key.replace(/_/g, " ")} ${Array.isArray(value) ? value.join(" ") : value}`);
  return `${type.replace(/_/g, " ")}${details.length ? ": " + details.join(", ") : ""}`;
}
