// Trending Kittens: a shared grid of square cards, each turned to a rotation,
// with triangles on their sides; face-down cards show only their faction's back.

import { h } from "../dom.js";
import { awaitedFacts, facts, genericCommand, genericEvent, seatName, seats, turnOf } from "./common.js";

export const title = "Trending Kittens";

const MARK = { filled: "▲", hollow: "△" };

function sideMarks(symbols, side) {
  return h("span", { class: `marks ${side}`, "aria-hidden": "true" }, (symbols || []).map((s) => MARK[s] || "?").join(""));
}

function describeFace(card) {
  const part = (side) => `${side} ${(card[side] || []).join(" and ") || "blank"}`;
  return `${card.id}, limit ${card.limit}: ${["up", "right", "down", "left"].map(part).join("; ")}`;
}

/** One card of the grid (or of a hand): its face, turned by ``rotation`` degrees clockwise. */
export function tile(card, { rotation = 0, faction = "", down = false, label = "" } = {}) {
  if (down || !card) {
    return h("div", { class: `tile back f-${faction}`, role: "img", "aria-label": `${label}face-down ${faction} card`, title: `face-down ${faction} card` },
      h("span", { class: "faction" }, faction.replace(/-/g, " ")));
  }
  const text = `${label}${describeFace(card)}${rotation ? `, turned ${rotation}°` : ""}`;
  return h("div", { class: `tile f-${card.faction}`, role: "img", "aria-label": text, title: text },
    h("div", { class: `face rot-${rotation || 0}` },
      sideMarks(card.up, "up"), sideMarks(card.right, "right"), sideMarks(card.down, "down"), sideMarks(card.left, "left"),
      h("span", { class: "limit" }, String(card.limit))),
    h("span", { class: "id" }, card.id));
}

function grid(board) {
  if (!board.length) return h("p", {}, "The grid is empty.");
  const xs = board.map((c) => c.x), ys = board.map((c) => c.y);
  const minX = Math.min(...xs), minY = Math.min(...ys);
  const node = h("div", { class: "grid", role: "group", "aria-label": "the grid" });
  node.style.gridTemplateColumns = `repeat(${Math.max(...xs) - minX + 1}, var(--tile))`;
  for (const cell of board) {
    const placed = tile(cell.card, { rotation: cell.rotation, faction: cell.faction, down: cell.face !== "up", label: `(${cell.x}, ${cell.y}): ` });
    placed.style.gridColumn = String(cell.x - minX + 1);
    placed.style.gridRow = String(cell.y - minY + 1);
    placed.dataset.x = cell.x;
    placed.dataset.y = cell.y;
    node.append(placed);
  }
  return node;
}

export const turn = (v) => ({ seat: v.turn, role: "" });

const PHASES = { preparation: "to place their starter card", playing: "to play a card", choosing: "to choose a card to turn" };
export const awaits = (v) => PHASES[v.phase] || "to move";

export function renderTable(view, ctx) {
  const v = view.view;
  if (!v) return h("p", {}, "The game has not started.");
  const active = turnOf(view, v.turn);
  return h("div", { class: "table tk" },
    facts([
      ["Game", `${v.game_number} of best of ${v.best_of}`],
      ["Phase", v.phase],
      ...awaitedFacts(view, ctx, { turn, awaits }),
      v.winners.length && ["Winners", seats(ctx, v.winners)],
    ]),
    h("ul", { class: "seats" }, v.seats.map((s) =>
      h("li", { class: `seat ${s.seat === active ? "active" : ""}`, "aria-current": s.seat === active ? "true" : null },
        h("strong", {}, seatName(ctx, s.seat)),
        h("span", { class: `badge f-${s.faction}` }, s.faction_name),
        v.team_play ? h("span", {}, ` team ${s.team}`) : null,
        h("span", {}, ` ${s.points} point${s.points === 1 ? "" : "s"} · ${s.hand_size} in hand · ${s.deck_size} in deck`)))),
    v.sides.length > 1 && v.best_of > 1 ? h("p", {}, "Wins: ", v.sides.map((side) => `${seats(ctx, side.seats)} ${side.wins}`).join(" · ")) : null,
    grid(v.board),
    v.choice ? h("p", { class: "notice" }, `${seatName(ctx, v.choice.seat)} chooses ${v.choice.remaining} more card${v.choice.remaining === 1 ? "" : "s"} to turn`) : null,
    view.seat !== null && view.seat !== undefined ? h("div", { class: "hand" }, h("h3", {}, "Your hand"), v.hand.length ? h("div", { class: "cards" }, v.hand.map((card) => tile(card))) : h("p", {}, "empty")) : null,
  );
}

export function describeEvent(e, ctx) {
  const s = (seat) => seatName(ctx, seat);
  switch (e.type) {
    case "game_started": return `Game ${e.number} begins; ${s(e.first_seat)} goes first`;
    case "starter_placed": return `${s(e.seat)} places a ${e.faction} starter at (${e.x}, ${e.y})`;
    case "cards_drawn": {
      const count = e.cards?.length ?? e.count;
      return `${s(e.seat)} draws ${count} card${count === 1 ? "" : "s"}`;
    }
    case "card_played": return `${s(e.seat)} plays ${e.card} at (${e.x}, ${e.y}), turned ${e.rotation}°`;
    case "cards_turned": return `${s(e.seat)} turns ${e.cards.map((c) => `(${c.x}, ${c.y}) ${c.face_up ? "face up" : "face down"}`).join(", ")}`;
    case "choice_offered": return `${s(e.seat)} may choose ${e.count} of ${e.spots.length} cards to turn`;
    case "turn_passed": return `${s(e.seat)} passes`;
    case "game_scored": return `Game ${e.number} scored: ${e.points.join(" · ")}; ${seats(ctx, e.winners)} win`;
    case "match_ended": return `The match is over: ${seats(ctx, e.winners)} win (${e.wins.join(" · ")})`;
    default: return genericEvent(e, ctx);
  }
}

export function describeCommand(c) {
  switch (c.type) {
    case "place_starter": return `Place your starter at (${c.x}, ${c.y})`;
    case "play_card": return `Play ${c.card} at (${c.x}, ${c.y}), turned ${c.rotation}°`;
    case "turn_card": return `Turn the card at (${c.x}, ${c.y})`;
    default: return genericCommand(c);
  }
}
