// Kinoko Kombat: each seat's row of seven cards (colour and rank, some face down),
// the Center cards, the mushroom and spotted tokens, the teams each round builds.

import { h } from "../dom.js";
import { awaitedFacts, chip, facts, genericCommand, genericEvent, row, seatName, turnOf } from "./common.js";

export const title = "Kinoko Kombat";

/** "red-4" → a chip; ``null`` → a face-down card (its colour, when the view tells it). */
function card(id, { colour = null, extra = "" } = {}) {
  if (!id) {
    const what = colour ? `a face-down ${colour} card` : "a face-down card";
    return chip(colour ? colour[0].toUpperCase() : "", { hidden: true, suit: colour ? `kinoko ${colour}` : "kinoko", title: what, extra });
  }
  const [colourName, rank] = id.split("-");
  return chip(`${rank}`, { suit: `kinoko ${colourName}`, title: `${colourName} ${rank}`, extra });
}

const TOKEN = { mushroom: "🍄", spotted: "●" };

function token(t) {
  return t ? h("span", { class: `token ${t}`, title: `${t} token`, "aria-label": `${t} token` }, TOKEN[t] || t) : null;
}

function rowCard(rc, ctx) {
  return h("div", { class: `slot ${rc.locked ? "locked" : ""}`, dataset: { position: rc.position } },
    card(rc.card, { colour: rc.colour ?? null }),
    rc.claimed_by !== null ? h("span", { class: "claim" }, token(rc.token), ` ${seatName(ctx, rc.claimed_by)}`) : null,
    rc.faces !== null && rc.faces !== undefined && rc.faces >= 0 ? h("span", { class: "faces", title: "the position it faces" }, `↕${rc.faces}`) : null);
}

const STEPS = { choose_center: "to choose a Center card", choose_leader: "to choose a leader", arrange_row: "to arrange their row" };

/** In the selection, the seat placing a token; in the preparation nobody's turn: every seat owes its steps. */
export const turn = (v) => ({ seat: v.turn, role: "" });

export function awaits(v, seat) {
  if (v.phase === "preparation") return STEPS[v.seats[seat]?.preparation_step] || "to prepare";
  return "to place a token on a recruit or a Center card";
}

export function renderTable(view, ctx) {
  const v = view.view;
  if (!v) return h("p", {}, "The game has not started.");
  const active = turnOf(view, v.turn);
  return h("div", { class: "table kinoko" },
    facts([
      ["Round", `${v.round} of ${v.rounds}`],
      ["Phase", v.phase],
      ["First player", seatName(ctx, v.first_player)],
      ...awaitedFacts(view, ctx, { turn, awaits }),
      ["Scores", v.scores.join(" · ")],
      v.winner !== null && ["Winner", seatName(ctx, v.winner)],
    ]),
    v.centers.length ? h("div", { class: "centers" }, h("h3", {}, "Center"), row(v.centers.map((c) =>
      h("div", { class: "slot" }, card(c.card), c.owner !== null ? h("small", {}, seatName(ctx, c.owner)) : h("small", {}, "neutral"),
        c.claimed_by !== null ? h("span", { class: "claim" }, token(c.token), ` ${seatName(ctx, c.claimed_by)}`) : null)))) : null,
    h("ul", { class: "seats rows" }, v.seats.map((s) =>
      h("li", { class: `seat ${s.seat === active ? "active" : ""}`, "aria-current": s.seat === active ? "true" : null },
        h("strong", {}, seatName(ctx, s.seat)),
        s.first_player ? h("span", { class: "badge" }, "first player") : null,
        h("span", {}, ` score ${s.score} · ${s.mushrooms_left} mushroom${s.mushrooms_left === 1 ? "" : "s"} left${s.spotted_left ? " · spotted token left" : ""}${s.star_tile_up ? " · star tile up" : ""}`),
        s.preparation_step ? h("span", { class: "badge" }, s.preparation_step) : null,
        h("div", { class: "cards krow", role: "group", "aria-label": `${seatName(ctx, s.seat)}'s row` }, s.row.map((rc) => rowCard(rc, ctx))),
        s.team.length ? h("p", {}, "Team: ", s.team.map((t) => h("span", { class: "teammate" }, token(t.token), card(t.card)))) : null))),
    v.you ? h("div", { class: "hand" }, h("h3", {}, "Your cards"),
      v.you.hand.length ? row(v.you.hand.map((c) => card(c))) : null,
      v.you.leader ? h("p", {}, "Leader: ", card(v.you.leader)) : null,
      v.you.center ? h("p", {}, "Your Center card: ", card(v.you.center)) : null) : null,
  );
}

export function describeEvent(e, ctx) {
  const s = (seat) => seatName(ctx, seat);
  switch (e.type) {
    case "round_dealt": return `Round ${e.round} dealt; ${s(e.first_player)} is first player`;
    case "center_chosen": return `${s(e.seat)} chooses a Center card`;
    case "leader_chosen": return `${s(e.seat)} chooses a leader`;
    case "row_arranged": return `${s(e.seat)} arranges their row`;
    case "selection_began": return `Round ${e.round}: selection begins with ${s(e.first_player)}`;
    case "recruit_claimed": return `${s(e.seat)} puts a ${e.token} token on ${s(e.owner)}'s card ${e.position}${e.card ? ` (${e.card})` : ""}`;
    case "center_claimed": return `${s(e.seat)} puts a ${e.token} token on Center ${e.slot}${e.card ? ` (${e.card})` : ""}`;
    case "star_tile_flipped": return `${s(e.seat)} flips their star tile`;
    case "teams_compared": return `Round ${e.round} teams: ${e.teams.map((t) => `${s(t.seat)} ${t.combination} (+${t.points})`).join("; ")}`;
    case "game_ended": return `Game over: ${s(e.winner)} wins (${e.scores.join(" · ")})${e.tie_broken ? ", tie broken" : ""}`;
    default: return genericEvent(e, ctx);
  }
}

export function describeCommand(c, ctx = {}) {
  switch (c.type) {
    case "choose_center": return `Choose ${c.card} as your Center card`;
    case "choose_leader": return `Choose ${c.card} as leader`;
    case "arrange_row": return `Row: ${c.row.join(" ")}`;
    case "claim_recruit": return `${c.token} on ${seatName(ctx, c.owner)}'s card ${c.position}`;
    case "claim_center": return `${c.token} on Center ${c.slot}`;
    default: return genericCommand(c);
  }
}
