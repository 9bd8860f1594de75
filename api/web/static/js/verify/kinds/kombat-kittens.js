// Kombat Kittens' chance schedule (docs/fairness.md, "Kombat Kittens"): at the
// start the 80 Kittens are shuffled, the first seat drawn (unless an option
// names it) and each Dog but the bottom one placed in its window; an empty
// draw pile is refilled from the shuffled Litter Box; with three to five seats
// the second deck is the draw pile and Litter Box shuffled together, its three
// Dogs placed the same way. The piles are followed from the events alone.

const RANKS = [1, 2, 3, 4, 5, 6, 7, 9];
const LETTERS = ["S", "M", "N", "P"];

/** The 80 Kittens: rank by rank, card j of rank index r in suit (2r + j) mod 4, copies a, b, c. */
export const KITTEN_IDS = (() => {
  const copies = new Map(), ids = [];
  RANKS.forEach((rank, r) => {
    for (let j = 0; j < 10; j++) {
      const s = (2 * r + j) % 4, copy = copies.get(`${rank}${s}`) || 0;
      copies.set(`${rank}${s}`, copy + 1);
      ids.push(`${rank}${LETTERS[s]}${"abc"[copy]}`);
    }
  });
  return ids;
})();
export const DOG_IDS = ["D1", "D2", "D3", "D4", "D5"];
const HAND_SIZE = 5;
const NEW_DECK_DOGS = 3;
/** What a game created before an option existed was played by. */
const LEGACY = { recruit_twice_in_a_row: true, dog_placement: "exact", tied_dog: "set_aside", final_dogfight_ends_game: false };

/** How many Kittens lie above each Dog: floor(j·m/k) for j = 1..k (the last is m, the bottom). */
const exactCuts = (m, k) => [...Array(k).keys()].map((i) => Math.floor(((i + 1) * m) / k));

/** ``window``: each cut but the last shifted by below(2h + 1) − h, h = floor(m / 4k), in Dog order. */
async function cuts(placement, m, k, draw) {
  const exact = exactCuts(m, k);
  if (placement === "exact") return exact;
  const h = Math.floor(m / (4 * k)), shifted = [];
  for (const cut of exact.slice(0, -1)) shifted.push(cut - h + await draw.below(2 * h + 1));
  return [...shifted, exact.at(-1)];
}

function placeAt(kittens, dogs, at) {
  const pile = [];
  let start = 0;
  dogs.forEach((dog, j) => { pile.push(...kittens.slice(start, at[j]), dog); start = at[j]; });
  return [...pile, ...kittens.slice(start)];
}

export const KOMBAT_KITTENS = {
  kind: "kombat-kittens",
  knownOptions: ["nine_follows_seven", "first_seat", "recruit_twice_in_a_row", "dog_placement", "tied_dog", "final_dogfight_ends_game"],
  endings: ["game_ended"],
  schedule: (created) => `kombat-kittens/deal-v1 (dogs ${({ ...LEGACY, ...created.options }).dog_placement})`,
  known: (id) => id === "kombat-kittens/deal-v1 (dogs window)" || id === "kombat-kittens/deal-v1 (dogs exact)",
  start(exported) {
    const options = { first_seat: null, dog_placement: "window", ...LEGACY, ...exported.events[0].data.options };
    let drawPile = [], litterBox = [], boxedDogs = [];
    const top = (card, what) => { const ok = drawPile[0] === card; drawPile = drawPile.filter((c) => c !== card); return { what, ok }; };
    return async (event, draw, same) => {
      const d = event.data, seats = exported.seats;
      switch (event.type) {
        case "game_started": {
          const kittens = await draw.shuffled(KITTEN_IDS);
          const first = options.first_seat ?? await draw.below(seats);
          const [recruitCount, dogCount] = seats === 2 ? [3, 3] : [1, 2];
          const dealt = HAND_SIZE * seats, rest = kittens.slice(dealt + recruitCount);
          const dogs = DOG_IDS.slice(0, dogCount);
          const pile = placeAt(rest, dogs, await cuts(options.dog_placement, rest.length, dogs.length, draw));
          const hands = [...Array(seats).keys()].map((s) => kittens.slice(HAND_SIZE * s, HAND_SIZE * (s + 1)));
          const ok = d.first_seat === first && same(hands, d.hands) && same(kittens.slice(dealt, dealt + recruitCount), d.recruits)
            && same(pile, d.draw_pile) && same(DOG_IDS.slice(dogCount), d.boxed_dogs);
          drawPile = [...d.draw_pile]; litterBox = []; boxedDogs = [...d.boxed_dogs];
          return { what: "the deal: hands, Recruit cards, first seat and the Dogs' places", ok };
        }
        case "card_drawn": return top(d.card, "a drawn card (the draw pile's top card)");
        case "dog_drawn": return top(d.dog, "a drawn Dog (the draw pile's top card)");
        case "litter_box_reshuffled": {
          const ok = same(await draw.shuffled(litterBox), d.draw_pile);
          drawPile = [...drawPile, ...d.draw_pile]; litterBox = [];
          return { what: "the Litter Box shuffled into the draw pile", ok };
        }
        case "new_deck_shuffled": {
          const kittens = await draw.shuffled([...drawPile, ...litterBox]);
          const dogs = boxedDogs.slice(0, NEW_DECK_DOGS);
          const pile = placeAt(kittens, dogs, await cuts(options.dog_placement, kittens.length, dogs.length, draw));
          const ok = same(pile, d.draw_pile);
          drawPile = [...d.draw_pile]; litterBox = []; boxedDogs = boxedDogs.filter((dog) => !d.draw_pile.includes(dog));
          return { what: `deck ${d.deck} shuffled with its Dogs placed`, ok };
        }
        case "played_cards_discarded": litterBox.push(...d.cards); return null;
        case "dog_discarded": litterBox.push(d.dog); return null;
        default: return null;
      }
    };
  },
};
