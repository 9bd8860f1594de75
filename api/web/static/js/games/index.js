// One renderer per game kind: a fifth game adds one file and one line here.

import * as feedTheKitten from "./feed-the-kitten.js";
import * as kinokoKombat from "./kinoko-kombat.js";
import * as kombatKittens from "./kombat-kittens.js";
import * as trendingKittens from "./trending-kittens.js";
import { genericCommand, genericEvent } from "./common.js";
import { h } from "../dom.js";

const RENDERERS = {
  "feed-the-kitten": feedTheKitten,
  "kombat-kittens": kombatKittens,
  "trending-kittens": trendingKittens,
  "kinoko-kombat": kinokoKombat,
};

const FALLBACK = {
  title: "Unknown game",
  renderTable: (view) => h("pre", {}, JSON.stringify(view.view, null, 2)),
  describeEvent: genericEvent,
  describeCommand: genericCommand,
};

export function renderer(kind) {
  return RENDERERS[kind] || { ...FALLBACK, title: kind };
}

/** A lobby event in words, whatever the kind. */
export function describeAny(kind, event, ctx) {
  const s = (seat) => (ctx.names?.[seat] ? `seat ${seat} (${ctx.names[seat]})` : `seat ${seat}`);
  switch (event.type) {
    case "lobby.game_created": return `Game created: ${event.seats} seats of ${renderer(kind).title}`;
    case "lobby.seat_taken": return `${event.player_name} takes seat ${event.seat}`;
    case "lobby.seat_left": return `${s(event.seat)} leaves`;
    case "lobby.game_started": return "The game starts";
    default: {
      // A redacted event ("card_drawn_hidden") reads as its public part.
      const shown = event.type.endsWith("_hidden") ? { ...event, type: event.type.slice(0, -"_hidden".length) } : event;
      return renderer(kind).describeEvent(shown, ctx);
    }
  }
}
