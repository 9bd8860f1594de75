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

/** The seat whose turn it is while the game runs; null before and after (no "Turn" row, no badge then). */
export function turnOf(view, seat) {
  return view.status === "running" && seat !== null && seat !== undefined ? seat : null;
}

/**
 * Whose turn it is and who is awaited, and why, from one place: the live page's
 * status line and the table's rows both come from here, so they never disagree.
 * ``game.turn(v)`` is {seat, role} (role: what that seat is doing, e.g. "attacking seat 2");
 * ``game.awaits(v, seat)`` what a pending seat must do ("to answer a call for help").
 * Answers {turn, waiting}: words or null each; both null once the game is over.
 */
export function awaited(view, ctx, game) {
  const v = view.view;
  if (view.status !== "running" || !v) return { turn: null, waiting: null };
  const now = game.turn?.(v, ctx) || { seat: null, role: "" };
  const seat = turnOf(view, now.seat);
  const pending = view.pending_seats || [];
  const why = (s) => game.awaits?.(v, s, ctx) || "to move";
  const turn = seat === null ? null : `${seatName(ctx, seat)}${now.role ? `, ${now.role}` : ""}`;
  if (pending.length === 1 && pending[0] === seat) return { turn: `${turn}, ${why(seat)}`, waiting: null };
  const groups = new Map();
  for (const s of pending) groups.set(why(s), [...(groups.get(why(s)) || []), s]);
  const waiting = [...groups].map(([reason, list]) => `${list.map((s) => seatName(ctx, s)).join(" and ")} ${reason}`).join("; ");
  return { turn, waiting: waiting || null };
}

/** One sentence of :func:`awaited`, for a status line: "Turn: … — waiting for …". */
export function awaitedSentence({ turn, waiting }) {
  if (turn) return `Turn: ${turn}${waiting ? ` — waiting for ${waiting}` : ""}`;
  return waiting ? `Waiting for ${waiting}` : "";
}

/** The rows a table shows for :func:`awaited` (none once the game is over). */
export function awaitedFacts(view, ctx, game) {
  const { turn, waiting } = awaited(view, ctx, game);
  return [turn && ["Turn", turn], waiting && ["Waiting for", waiting]];
}

/** How a finished game ended, in words: its winners and scores, or why it was aborted; null while it runs. */
export function resultOf(view, ctx) {
  if (view.status !== "finished") return null;
  if (view.aborted) return `Game over: aborted (${view.aborted}), no winner`;
  const outcome = view.outcome;
  if (!outcome) return "Game over";
  const winners = outcome.winners.map((s) => seatName(ctx, s));
  const won = winners.length ? `${winners.join(" and ")} ${winners.length === 1 ? "wins" : "share the win"}` : "nobody wins";
  return `Game over: ${won}${outcome.scores?.length ? ` (scores ${outcome.scores.join(" · ")})` : ""}`;
}
