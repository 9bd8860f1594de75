// Kinoko Kombat's chance schedule (docs/fairness.md, "Kinoko Kombat"): one deal
// per round of the cards in play, by the game's recorded deal algorithm; with
// two seats it picks the neutral centers, with three the card left over is.

const COLOURS = ["red", "green", "yellow", "purple"];
const TOP_RANK = { 2: 5, 3: 7, 4: 8 };
const HAND_SIZE = { 2: 8, 3: 9, 4: 8 };

/** The cards in play, colour by colour, rank by rank. */
export const deckFor = (seats) => COLOURS.flatMap((c) => [...Array(TOP_RANK[seats]).keys()].map((r) => `${c}-${r + 1}`));
const colour = (card) => card.split("-")[0];
const sortKey = (card) => Number(card.split("-")[1]) * 10 + COLOURS.indexOf(colour(card));

const hand = (cards) => [...cards].sort((a, b) => sortKey(a) - sortKey(b));
const dealOut = (order, seats) => [...Array(seats).keys()].map((s) => hand(order.slice(s * HAND_SIZE[seats], (s + 1) * HAND_SIZE[seats])));

/** Three and four seats: one shuffle of the deck, dealt in order; with three the card left over is the neutral one. */
async function wholeDeck(draw, seats) {
  const order = await draw.shuffled(deckFor(seats));
  return { hands: dealOut(order, seats), neutral: seats === 3 ? order.slice(seats * HAND_SIZE[seats]) : [] };
}

/** Deal algorithms by identifier (the game's `deal` option): a new one is added beside the old, which old games keep. */
const DEALS = {
  /** Two seats: the first card of each colour in one shuffle of the deck is neutral, the rest dealt in order. */
  "first-of-colour-v1": async (draw, seats) => {
    if (seats !== 2) return wholeDeck(draw, seats);
    let order = await draw.shuffled(deckFor(seats));
    const seen = new Set(), neutral = [];
    for (const card of order) if (!seen.has(colour(card))) { seen.add(colour(card)); neutral.push(card); }
    order = order.filter((card) => !neutral.includes(card));
    return { hands: dealOut(order, seats), neutral };
  },
  /** Two seats: below(5) per colour picks its neutral card, the four are shuffled, then the other sixteen. */
  "neutrals-apart-v2": async (draw, seats) => {
    if (seats !== 2) return wholeDeck(draw, seats);
    const deck = deckFor(seats), picks = [];
    for (const c of COLOURS) {
      const ofColour = deck.filter((card) => colour(card) === c);
      picks.push(ofColour[await draw.below(ofColour.length)]);
    }
    const neutral = await draw.shuffled(picks);
    const order = await draw.shuffled(deck.filter((card) => !picks.includes(card)));
    return { hands: dealOut(order, seats), neutral };
  },
};

export const KINOKO_KOMBAT = {
  kind: "kinoko-kombat",
  knownOptions: ["points", "two_player_pairing", "deal"],
  endings: ["game_ended"],
  /** The deal a game was dealt by: its `deal` option; games created before the option have none and were dealt by first-of-colour-v1. */
  schedule: (created) => (created.options || {}).deal || "first-of-colour-v1",
  known: (id) => id in DEALS,
  start(exported, id) {
    const deal = DEALS[id];
    return async (event, draw, same) => {
      if (event.type !== "round_dealt") return null;
      const d = event.data, seats = exported.seats;
      const { hands, neutral } = await deal(draw, seats);
      return { what: `the deal of round ${d.round}`, ok: same(hands, d.hands) && same(neutral, d.neutral_centers) };
    };
  },
};
