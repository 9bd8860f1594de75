// Trending Kittens' chance schedule (docs/fairness.md, "Trending Kittens"):
// at the start of each game of a match every seat's deck is shuffled, seat by
// seat; the starters and hands are then taken from the top of each deck.

/** The built-in factions (editions 1 and 2 alike): id, and the prefix of its cards ``prefix-01`` … ``prefix-10``. */
export const BUILT_IN = [["box-squad", "box"], ["night-prowlers", "prowler"], ["curtain-climbers", "climber"], ["laser-chasers", "laser"], ["mirror-mews", "mirror"]];
const CARDS_PER_BUILT_IN = 10;
const HAND_SIZE = 3;
const LEGACY = { faction_edition: 1, match_ties: "shared", lead_bonus: 0 };

/** Every faction a game may use, in catalog order: the custom ones first, each with its cards as listed. */
export function catalog(options) {
  const custom = (options.custom_factions || []).map((f) => [f.id, (f.cards || []).map((c) => c.id)]);
  const built = BUILT_IN.map(([id, prefix]) => [id, [...Array(CARDS_PER_BUILT_IN).keys()].map((i) => `${prefix}-${String(i + 1).padStart(2, "0")}`)]);
  return [...custom, ...built];
}

export function seatDecks(options, seats) {
  const all = catalog(options);
  if (!options.factions?.length) return all.slice(0, seats).map(([, cards]) => cards);
  const byId = new Map(all);
  return options.factions.map((id) => byId.get(id) || []);
}

export const TRENDING_KITTENS = {
  kind: "trending-kittens",
  knownOptions: ["factions", "custom_factions", "best_of", "teams", "over_limit", "empty_places", "faction_edition", "match_ties", "lead_bonus"],
  endings: ["match_ended"],
  schedule: (created) => `trending-kittens/decks-v1 (edition ${({ ...LEGACY, ...created.options }).faction_edition})`,
  known: (id) => id === "trending-kittens/decks-v1 (edition 1)" || id === "trending-kittens/decks-v1 (edition 2)",
  start(exported) {
    const options = { ...LEGACY, ...exported.events[0].data.options };
    const lists = seatDecks(options, exported.seats);
    let decks = [], hands = [];
    return async (event, draw, same) => {
      const d = event.data;
      switch (event.type) {
        case "game_started": {
          const expected = [];
          for (const list of lists) expected.push(await draw.shuffled(list));
          decks = d.decks.map((deck) => [...deck]); hands = d.decks.map(() => []);
          return { what: `every seat's deck shuffled for game ${d.number}`, ok: same(expected, d.decks) };
        }
        case "starter_placed": {
          const ok = decks[d.seat]?.[0] === d.card;
          decks[d.seat] = (decks[d.seat] || []).slice(1);
          return { what: "a starter (the top card of its seat's deck)", ok };
        }
        case "cards_drawn": {
          const deck = decks[d.seat] || [], missing = HAND_SIZE - (hands[d.seat] || []).length;
          const ok = same(deck.slice(0, Math.max(missing, 0)), d.cards);
          decks[d.seat] = deck.slice(d.cards.length); hands[d.seat] = [...(hands[d.seat] || []), ...d.cards];
          return { what: "cards drawn (the top of the seat's deck)", ok };
        }
        case "card_played": hands[d.seat] = (hands[d.seat] || []).filter((c) => c !== d.card); return null;
        default: return null;
      }
    };
  },
};
