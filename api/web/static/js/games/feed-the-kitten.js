// Feed the Kitten: numbered cards 0-100 played on a pile; cans for the kitten.

import { h } from "../dom.js";
import { awaitedFacts, chip, facts, genericCommand, genericEvent, row, seatName, turnOf } from "./common.js";

export const title = "Feed the Kitten";

const card = (value, extra = "") => chip(String(value), { suit: `ftk v${value}`, title: `card ${value}`, extra });

export const turn = (v) => ({ seat: v.turn, role: "" });
export const awaits = () => "to play a card or draw";

export function renderTable(view, ctx) {
  const v = view.view;
  if (!v) return h("p", {}, "The game has not started.");
  const active = turnOf(view, v.turn);
  return h("div", { class: "table ftk" },
    facts([
      ["Round", `${v.round}`],
      ["Phase", v.phase],
      ["Cans to win", `${v.cans_to_win}`],
      ...awaitedFacts(view, ctx, { turn, awaits }),
      ["Kitten", seatName(ctx, v.kitten_holder)],
      v.winner !== null && ["Winner", seatName(ctx, v.winner)],
    ]),
    h("div", { class: "piles" },
      h("figure", {}, v.top_card === null ? chip("", { hidden: true, title: "no card on the play pile" }) : card(v.top_card, "big"),
        h("figcaption", {}, `play pile (${v.play_pile_size})`)),
      h("figure", {}, chip("", { hidden: true, title: `draw pile of ${v.draw_pile_size} cards`, extra: "big" }),
        h("figcaption", {}, `draw pile (${v.draw_pile_size})`))),
    h("ul", { class: "seats" }, v.seats.map((s) =>
      h("li", { class: `seat ${s.seat === active ? "active" : ""}`, "aria-current": s.seat === active ? "true" : null },
        h("strong", {}, seatName(ctx, s.seat)),
        s.seat === active ? h("span", { class: "badge" }, "to play") : null,
        s.has_kitten ? h("span", { class: "badge kitten" }, "has the kitten") : null,
        h("span", {}, ` ${s.cans} can${s.cans === 1 ? "" : "s"} · ${s.hand_size} card${s.hand_size === 1 ? "" : "s"}`)))),
    v.hand ? h("div", { class: "hand" }, h("h3", {}, "Your hand"), row(v.hand.map((c) => card(c)))) : null,
  );
}

export function describeEvent(e, ctx) {
  switch (e.type) {
    case "round_dealt": return `Round ${e.round} dealt; ${seatName(ctx, e.leader)} leads`;
    case "starter_flipped": return `The starter card ${e.card} is flipped onto the pile`;
    case "starter_returned": return `The starter ${e.card} goes back into the draw pile`;
    case "card_played": return `${seatName(ctx, e.seat)} played a ${e.card}`;
    case "card_drawn": return `${seatName(ctx, e.seat)} drew ${e.card === null || e.card === undefined ? "a card" : `a ${e.card}`}`;
    case "draw_pile_reshuffled": return "The play pile is reshuffled into a new draw pile";
    case "hand_discarded": return `${seatName(ctx, e.seat)} discarded their hand for a new one`;
    case "turn_passed": return `${seatName(ctx, e.seat)} passed`;
    case "turn_ended": return `${seatName(ctx, e.seat)}'s turn ends; ${seatName(ctx, e.next_seat)} is next`;
    case "round_won": return `${seatName(ctx, e.seat)} won round ${e.round} (${e.reason}) and has ${e.cans} can${e.cans === 1 ? "" : "s"}`;
    case "game_won": return `${seatName(ctx, e.seat)} won the game with ${e.cans} cans`;
    default: return genericEvent(e, ctx);
  }
}

export function describeCommand(c) {
  switch (c.type) {
    case "play_card": return `Play ${c.card}`;
    case "draw_card": return "Draw a card";
    case "renew_hand": return "Discard your hand and draw five";
    case "pass": return "Pass";
    default: return genericCommand(c);
  }
}
