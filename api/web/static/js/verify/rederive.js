// Chance re-derived in the browser, from docs/fairness.md's generator alone.
//
// Each decision draws from the byte stream of the version it was decided at,
// from its first byte. For every draw whose input the export itself shows (a
// deal from a game's fixed deck, a Feed the Kitten reshuffle of its play pile),
// the page draws again and compares. Draws it cannot model without the rules
// (where a Dog lies, which card a starter is) are counted as not re-derived here:
// `clowder verify` re-decides those with the rules.

/** Feed the Kitten: five each of 10..90, two 0s and two 100s, sorted. */
export const DECK = [0, 0, ...[10, 20, 30, 40, 50, 60, 70, 80, 90].flatMap((n) => [n, n, n, n, n]), 100, 100];

/** Kombat Kittens: the 80 Kittens in the order of domain/kombat_kittens/cards.py. */
export const KITTEN_IDS = (() => {
  const ranks = [1, 2, 3, 4, 5, 6, 7, 9], letters = ["S", "M", "N", "P"], copies = new Map(), ids = [];
  ranks.forEach((rank, r) => {
    for (let j = 0; j < 10; j++) {
      const s = (2 * r + j) % 4;
      const copy = copies.get(`${rank}${s}`) || 0;
      copies.set(`${rank}${s}`, copy + 1);
      ids.push(`${rank}${letters[s]}${"abc"[copy]}`);
    }
  });
  return ids;
})();

const KINOKO_COLOURS = ["red", "green", "yellow", "purple"];
const KINOKO_TOP = { 2: 5, 3: 7, 4: 8 };
const KINOKO_HAND = { 2: 8, 3: 9, 4: 8 };

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A model per kind: ``step(event, draw)`` answers {checked, ok, what} for a chance event it re-derived. */
const MODELS = {
  "feed-the-kitten": () => {
    let drawPile = [], playPile = [];
    return async (e, draw, exported) => {
      const d = e.data;
      switch (e.type) {
        case "round_dealt": {
          const deck = await draw.shuffled(DECK);
          const hands = [...Array(exported.seats).keys()].map((s) => deck.slice(5 * s, 5 * s + 5));
          const ok = same(hands, d.hands) && same(deck.slice(5 * exported.seats), d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = [];
          return { checked: true, ok, what: "the deal of round " + d.round };
        }
        case "starter_flipped": drawPile.shift(); playPile.push(d.card); return null;
        case "starter_returned": {
          const expected = await draw.shuffled([...drawPile, d.card]);
          const ok = same(expected, d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = playPile.slice(0, -1);
          return { checked: true, ok, what: "the reshuffle after a 100 was flipped" };
        }
        case "card_played": playPile.push(d.card); return null;
        case "card_drawn": drawPile.shift(); return null;
        case "draw_pile_reshuffled": {
          const ok = same(await draw.shuffled(playPile.slice(0, -1)), d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = playPile.slice(-1);
          return { checked: true, ok, what: "the reshuffle of the play pile" };
        }
        case "hand_discarded": playPile = [...playPile.slice(0, -1), ...d.cards, ...playPile.slice(-1)]; return null;
        default: return null;
      }
    };
  },
  "kinoko-kombat": () => async (e, draw, exported) => {
    if (e.type !== "round_dealt") return null;
    const seats = exported.seats, d = e.data;
    const deck = KINOKO_COLOURS.flatMap((c) => [...Array(KINOKO_TOP[seats]).keys()].map((r) => `${c}-${r + 1}`));
    let order = await draw.shuffled(deck);
    let neutral = [];
    if (seats === 2) {
      const seen = new Set();
      for (const card of order) { const colour = card.split("-")[0]; if (!seen.has(colour)) { seen.add(colour); neutral.push(card); } }
      order = order.filter((card) => !neutral.includes(card));
    }
    const size = KINOKO_HAND[seats];
    const key = (card) => { const [c, r] = card.split("-"); return Number(r) * 10 + KINOKO_COLOURS.indexOf(c); };
    const hands = [...Array(seats).keys()].map((s) => order.slice(s * size, (s + 1) * size).sort((a, b) => key(a) - key(b)));
    if (seats === 3) neutral = order.slice(seats * size);
    return { checked: true, ok: same(hands, d.hands) && same(neutral, d.neutral_centers), what: `the deal of round ${d.round}` };
  },
  "kombat-kittens": () => async (e, draw, exported, first) => {
    if (e.type !== "game_started" || !first) return null;
    const d = e.data;
    const kittens = await draw.shuffled(KITTEN_IDS);
    const dealt = [...d.hands.flat(), ...d.recruits, ...d.draw_pile.filter((card) => !card.startsWith("D"))];
    return { checked: true, ok: same(kittens, dealt), what: "the shuffle of the Kittens dealt at the start", partial: true };
  },
  "trending-kittens": () => async (e, draw, exported, first) => {
    // Only a start that opens its decision: a later draw of the same decision would come first.
    if (e.type !== "game_started" || !first) return null;
    const custom = new Map((exported.options.custom_factions || []).map((f) => [JSON.stringify((f.cards || []).map((c) => c.id).sort()), (f.cards || []).map((c) => c.id)]));
    let ok = true;
    for (const deck of e.data.decks) {
      const listed = custom.get(JSON.stringify([...deck].sort())) || [...deck].sort();
      ok = ok && same(await draw.shuffled(listed), deck);
    }
    return { checked: true, ok, what: `the shuffle of every faction's deck for game ${e.data.number}`, partial: true };
  },
};

/** Chance events: those whose data holds a shuffled or drawn order. */
const CHANCE_TYPES = new Set([
  "round_dealt", "starter_returned", "draw_pile_reshuffled", "game_started", "litter_box_reshuffled", "new_deck_shuffled",
  "starter_placed",
]);

/**
 * Re-derive every chance event the models cover; ``randomFor(version)`` gives
 * the decision's random source. Answers the checks made and the faults found.
 */
export async function rederive(exported, randomFor) {
  const model = MODELS[exported.kind]?.();
  const results = { rederived: 0, notModelled: 0, faults: [] };
  let batchVersion = null, draw = null;
  for (const event of exported.events) {
    if (event.type.startsWith("lobby.")) continue;
    const decidedAt = event.metadata?.decided_at;
    const first = decidedAt !== batchVersion;
    if (first) { batchVersion = decidedAt; draw = await randomFor(decidedAt); }
    const step = model ? await model(event, draw, exported, first) : null;
    if (step?.checked) {
      results.rederived += 1;
      if (!step.ok) results.faults.push({ check: "chance", version: event.version, detail: `${step.what} is not what the seeds draw` });
    } else if (CHANCE_TYPES.has(event.type)) {
      results.notModelled += 1;
    }
  }
  return results;
}
