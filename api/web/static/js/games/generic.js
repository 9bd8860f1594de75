// Any game's table, drawn from its view alone: the renderer of every kind that
// ships none of its own (a game installed as a separate package, say).
//
// The view's JSON becomes a readable tree: an object is a list of labelled
// facts, a list of objects with the same fields a table, a list of plain values
// one line. Seats are named as the other renderers name them. The seat's legal
// commands are already buttons on the game page (pages/controls.js), described
// here from their fields, so a human can play any kind from this page.

import { h } from "../dom.js";
import { genericCommand, genericEvent, seatName } from "./common.js";

/** The renderer of a kind titled ``title``: the shape every module in this folder exports. */
export function generic(title) {
  return { title, renderTable, describeEvent: genericEvent, describeCommand: genericCommand };
}

export function renderTable(view, ctx) {
  const v = view.view;
  if (v === null || v === undefined) return h("p", {}, "The game has not started.");
  return h("div", { class: "table generic", "aria-label": "The table, as this view shows it" }, tree(v, ctx, 0));
}

const MAX_DEPTH = 8;

const words = (key) => String(key).replace(/_/g, " ");
const isSeatKey = (key) => key === "seat" || String(key).endsWith("_seat");
const isPlain = (value) => value === null || typeof value !== "object";

function tree(value, ctx, depth, key = "") {
  if (depth > MAX_DEPTH) return h("code", {}, JSON.stringify(value));
  if (isPlain(value)) return plain(value, ctx, key);
  if (Array.isArray(value)) return list(value, ctx, depth, key);
  const entries = Object.entries(value);
  if (!entries.length) return h("span", { class: "empty" }, "—");
  return h("dl", { class: "facts" }, entries.flatMap(([name, item]) => [h("dt", {}, words(name)), h("dd", {}, tree(item, ctx, depth + 1, name))]));
}

function plain(value, ctx, key) {
  if (value === null) return h("span", { class: "empty" }, "—");
  if (typeof value === "number" && Number.isInteger(value) && isSeatKey(key)) return seatName(ctx, value);
  return String(value);
}

function list(values, ctx, depth, key) {
  if (!values.length) return h("span", { class: "empty" }, "none");
  if (values.every(isPlain)) return values.map((value) => plain(value, ctx, key)).join(", ");
  const fields = sameFields(values);
  if (fields) {
    return h("table", { class: "list" },
      h("thead", {}, h("tr", {}, fields.map((field) => h("th", { scope: "col" }, words(field))))),
      h("tbody", {}, values.map((row) => h("tr", {}, fields.map((field) => h("td", {}, tree(row[field], ctx, depth + 1, field)))))));
  }
  // Seat-indexed lists (every seat's hand, one tuple per seat) read best numbered.
  return h("ol", { start: "0" }, values.map((item) => h("li", {}, tree(item, ctx, depth + 1, key))));
}

/** The field names every element shares, when each is an object with exactly those fields. */
function sameFields(values) {
  if (!values.every((item) => item && typeof item === "object" && !Array.isArray(item))) return null;
  const fields = Object.keys(values[0]);
  const same = values.every((item) => Object.keys(item).length === fields.length && fields.every((field) => field in item));
  return same && fields.length ? fields : null;
}
