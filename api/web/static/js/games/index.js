// One renderer per game kind. The project's games have theirs here; any other
// kind is drawn by the module the server serves at /web/renderers/<kind>.js:
// the renderer its package ships, or the generic one (generic.js) under its
// title. So a game installed as a separate package gets a page with nothing
// added here. A game or replay page opened with ?generic draws any kind's
// table generically (what a game's author sees before writing a renderer).

import * as feedTheKitten from "./feed-the-kitten.js";
import * as kinokoKombat from "./kinoko-kombat.js";
import * as kombatKittens from "./kombat-kittens.js";
import * as trendingKittens from "./trending-kittens.js";
import { generic } from "./generic.js";

const RENDERERS = {
  "feed-the-kitten": feedTheKitten,
  "kombat-kittens": kombatKittens,
  "trending-kittens": trendingKittens,
  "kinoko-kombat": kinokoKombat,
};

/** Renderers fetched from the server, by kind (see loadRenderer). */
const LOADED = new Map();
/** Titles from GET /kinds, for the kinds this page carries no renderer of. */
const TITLES = new Map();

/** Remember the titles of ``GET /kinds``'s answer. */
export function learnTitles(kinds) {
  for (const info of Array.isArray(kinds) ? kinds : []) TITLES.set(info.kind, info.title);
}

/** The renderer of ``kind`` known now: the generic one until loadRenderer has run. */
export function renderer(kind) {
  return LOADED.get(kind) || RENDERERS[kind] || generic(TITLES.get(kind) || kind);
}

/**
 * The renderer of ``kind``, fetched from the server for a kind this page does not carry.
 * ``generic``: the generic one whatever the kind (a page opened with ``?generic``).
 */
export async function loadRenderer(kind, { generic: forced = false } = {}) {
  if (forced) {
    LOADED.set(kind, generic(RENDERERS[kind]?.title || TITLES.get(kind) || kind));
    return LOADED.get(kind);
  }
  if (RENDERERS[kind] || LOADED.has(kind)) return renderer(kind);
  try {
    const module = await import(`/web/renderers/${encodeURIComponent(kind)}.js`);
    LOADED.set(kind, { ...generic(module.title || kind), ...module });
  } catch (error) {
    console.warn(`no renderer for ${kind}; drawing its view generically`, error);
    LOADED.set(kind, generic(kind));
  }
  return renderer(kind);
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
