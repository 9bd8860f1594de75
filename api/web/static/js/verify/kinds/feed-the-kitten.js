// Feed the Kitten's chance schedule (docs/fairness.md, "Feed the Kitten"):
// the 49-card deck shuffled at every deal, the draw pile reshuffled with the
// returned 100 when a starter is a 100, and the play pile (all but its top
// card) reshuffled when a draw finds the draw pile empty. The piles are
// followed from the events alone, so every draw's input is known.

/** Five each of 10..90, two 0s and two 100s, in ascending order. */
export const DECK = [0, 0, ...[10, 20, 30, 40, 50, 60, 70, 80, 90].flatMap((n) => [n, n, n, n, n]), 100, 100];
const DEAL_SIZE = 5;

export const FEED_THE_KITTEN = {
  kind: "feed-the-kitten",
  knownOptions: ["cans_to_win", "draw_after_renewal"],
  endings: ["game_won"],
  schedule: () => "feed-the-kitten/deal-v1",
  start(exported) {
    let drawPile = [], playPile = [];
    const topIs = (card, what) => ({ what, ok: drawPile[0] === card });
    return async (event, draw, same) => {
      const d = event.data;
      switch (event.type) {
        case "round_dealt": {
          const deck = await draw.shuffled(DECK);
          const hands = [...Array(exported.seats).keys()].map((s) => deck.slice(DEAL_SIZE * s, DEAL_SIZE * (s + 1)));
          const ok = same(hands, d.hands) && same(deck.slice(DEAL_SIZE * exported.seats), d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = [];
          return { what: `the deal of round ${d.round}`, ok };
        }
        case "starter_flipped": {
          const check = topIs(d.card, "the starter (the draw pile's top card)");
          drawPile.shift(); playPile.push(d.card);
          return check;
        }
        case "starter_returned": {
          const ok = same(await draw.shuffled([...drawPile, d.card]), d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = playPile.slice(0, -1);
          return { what: "the reshuffle after a 100 was flipped as the starter", ok };
        }
        case "card_played": playPile.push(d.card); return null;
        case "card_drawn": {
          const check = topIs(d.card, "a drawn card (the draw pile's top card)");
          drawPile.shift();
          return check;
        }
        case "draw_pile_reshuffled": {
          const ok = same(await draw.shuffled(playPile.slice(0, -1)), d.draw_pile);
          drawPile = [...d.draw_pile]; playPile = playPile.slice(-1);
          return { what: "the reshuffle of the play pile under its top card", ok };
        }
        case "hand_discarded": playPile = [...playPile.slice(0, -1), ...d.cards, ...playPile.slice(-1)]; return null;
        default: return null;
      }
    };
  },
};
