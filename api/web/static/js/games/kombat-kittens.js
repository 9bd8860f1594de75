// Kombat Kittens: ranked cards in four suits, battles with helpers, treasure and Dogs.

import { h } from "../dom.js";
import { awaitedFacts, chip, facts, genericCommand, genericEvent, row, seatName, seats, turnOf } from "./common.js";

export const title = "Kombat Kittens";

const SUITS = { S: "samurai", M: "mech", N: "ninja", P: "pirate" };

/** "5Sa" → {rank 5, suit samurai}; "D1" → a Dog. A Card struct is accepted too. */
function parse(card) {
  if (card && typeof card === "object") return card;
  if (!card) return null;
  if (card.startsWith("D")) return { id: card, dog: true };
  return { id: card, rank: Number(card[0]), suit: SUITS[card[1]] || card[1] };
}

/** A card's face: rank and suit, and its treasure value (what capturing it scores); a Dog is worth 5. */
export function cardChip(card) {
  const c = parse(card);
  if (!c) return chip("", { hidden: true });
  const worth = c.value !== undefined && c.value !== null ? c.value : null;
  const mark = worth === null ? null : h("small", { class: "worth" }, `${worth} pt${worth === 1 ? "" : "s"}`);
  const says = worth === null ? "" : `, worth ${worth}`;
  if (c.dog) return chip([h("span", {}, "Dog"), mark], { suit: "kk dog", title: `Dog ${c.id}${says}` });
  const label = `${c.rank} ${c.suit[0].toUpperCase()}${c.suit.slice(1, 3)}`;
  return chip([h("span", {}, label), mark], { suit: `kk ${c.suit}`, title: `${c.rank} of ${c.suit}${says}` });
}

/** Whose turn it is, and in a battle whom they attack (the live page's status and the table share it). */
export function turn(v, ctx) {
  const f = v.fight;
  if (f && f.kind === "battle" && f.sides[0].main === v.turn) return { seat: v.turn, role: `attacking ${seatName(ctx, f.sides[1].main)}` };
  return { seat: v.turn, role: "" };
}

/** What a seat the game waits for must do, by the fight's stage. */
export function awaits(v, seat, ctx) {
  const f = v.fight;
  if (!f) return "to draw, recruit or battle";
  const fightName = { battle: "the battle", dogfight: "the Dogfight", tiebreak: "the tie-break" }[f.kind] || f.kind;
  switch (f.stage) {
    case "ask": return "to ask for help or fight alone";
    case "answer": return `to answer ${seatName(ctx, f.asking_seat)}'s call for help`;
    case "cards": return `to commit a card face down in ${fightName}`;
    case "helpers": return `to commit a helper's card in ${fightName}`;
    case "treasure": return "to take the treasure";
    case "reward": return "to give a card to their helper or keep it";
    default: return "to move";
  }
}

const cards = (list) => row((list || []).map(cardChip));

function fight(f, ctx) {
  if (!f) return null;
  return h("section", { class: "fight", "aria-label": f.kind },
    h("h3", {}, `${f.kind === "dogfight" ? "Dogfight" : "Battle"} — ${f.stage}, step ${f.step}`),
    f.dog ? h("p", {}, "For the Dog ", cardChip(f.dog)) : null,
    h("div", { class: "sides" }, f.sides.map((side) =>
      h("div", { class: `side ${side.forfeited ? "out" : ""}` },
        h("strong", {}, seatName(ctx, side.main)),
        side.helper !== null ? h("span", {}, ` helped by ${seatName(ctx, side.helper)}`) : null,
        side.forfeited ? h("span", { class: "badge" }, "forfeited") : null,
        cards(side.played),
        side.helper_card ? h("p", {}, "Helper's card: ", cardChip(side.helper_card)) : null))),
    f.committed_seats.length ? h("p", {}, `Cards committed face down: ${seats(ctx, f.committed_seats)}`) : null,
    f.your_committed_card ? h("p", {}, "Your committed card: ", cardChip(f.your_committed_card)) : null,
    f.winner !== null ? h("p", {}, `Won by ${seatName(ctx, f.winner)}`) : null,
  );
}

export function renderTable(view, ctx) {
  const v = view.view;
  if (!v) return h("p", {}, "The game has not started.");
  const active = turnOf(view, v.turn);
  const pending = view.pending_seats || [];
  return h("div", { class: "table kk" },
    facts([
      ["Phase", v.phase],
      ...awaitedFacts(view, ctx, { turn, awaits }),
      ["Deck", `${v.deck} of ${v.final_deck}`],
      ["Draw pile", `${v.draw_pile_size} cards, ${v.dogs_left_in_draw_pile} Dog${v.dogs_left_in_draw_pile === 1 ? "" : "s"} in it`],
      v.winners.length && ["Winners", seats(ctx, v.winners)],
      v.scores.length && ["Scores", v.scores.join(" · ")],
    ]),
    h("div", { class: "zones" },
      h("div", {}, h("h3", {}, "Recruits"), cards(v.recruits)),
      h("div", {}, h("h3", {}, `Litter Box (${v.litter_box.length})`), cards(v.litter_box.slice(-8))),
      v.dogs_waiting.length ? h("div", {}, h("h3", {}, "Dogs waiting"), cards(v.dogs_waiting)) : null,
      v.dogs_set_aside.length ? h("div", {}, h("h3", {}, "Dogs set aside"), cards(v.dogs_set_aside)) : null),
    h("ul", { class: "seats" }, v.seats.map((s) =>
      h("li", { class: `seat ${s.seat === active ? "active" : ""}`, "aria-current": s.seat === active ? "true" : null },
        h("strong", {}, seatName(ctx, s.seat)),
        s.seat === active ? h("span", { class: "badge" }, "turn") : null,
        s.seat !== active && pending.includes(s.seat) ? h("span", { class: "badge" }, "awaited") : null,
        h("span", {}, ` ${s.hand_size} in hand · treasure ${s.treasure_score}${s.suit_bonus ? ` + ${s.suit_bonus} suit bonus` : ""}`),
        s.treasure.length ? h("div", { class: "captured" }, h("h4", {}, `Captured by ${seatName(ctx, s.seat)}`), cards(s.treasure)) : null))),
    fight(v.fight, ctx),
    v.your_hand ? h("div", { class: "hand" }, h("h3", {}, "Your hand"), cards(v.your_hand)) : null,
  );
}

const c = (card) => {
  const p = parse(card);
  if (!p) return "a card";
  return p.dog ? "a Dog" : `the ${p.rank} of ${p.suit}`;
};

export function describeEvent(e, ctx) {
  const s = (seat) => seatName(ctx, seat);
  switch (e.type) {
    case "game_started":
    case "game_started_seen": return `Cards dealt; ${s(e.first_seat)} goes first`;
    case "turn_began": return `${s(e.seat)}'s turn`;
    case "card_drawn": return `${s(e.seat)} drew ${e.card ? c(e.card) : "a card"}`;
    case "dog_drawn": return `${s(e.seat)} drew a Dog${e.last_of_deck ? " (the last of the deck)" : ""}`;
    case "litter_box_reshuffled": return "The Litter Box is shuffled into a new draw pile";
    case "new_deck_shuffled": return `Deck ${e.deck} is shuffled`;
    case "recruited": return `${s(e.seat)} recruited ${c(e.taken)}, giving ${c(e.given)}`;
    case "battle_declared": return `${s(e.attacker)} attacks ${s(e.defender)}`;
    case "help_asked": return `${s(e.seat)} asks ${s(e.helper)} for help`;
    case "help_not_asked": return `${s(e.seat)} fights alone`;
    case "help_accepted": return `${s(e.helper)} helps ${s(e.seat)}`;
    case "help_refused": return `${s(e.helper)} refuses to help ${s(e.seat)}`;
    case "card_committed": return `${s(e.seat)} commits a card face down`;
    case "cards_revealed": return `Step ${e.step}: ${e.cards.map((r) => `${s(r.seat)} shows ${c(r.card)}`).join("; ")}`;
    case "forfeited": return `${s(e.seat)} forfeits at step ${e.step}`;
    case "commitment_returned": return `${s(e.seat)} takes back a committed card`;
    case "battle_won": return `${s(e.winner)} beats ${s(e.loser)}${e.by_forfeit ? " by forfeit" : ` with ${e.winning_hand}`}`;
    case "battle_tied": return `The battle between ${seats(ctx, e.seats)} is tied (${e.hand})`;
    case "treasure_taken": return `${s(e.seat)} takes ${e.cards.length} card${e.cards.length === 1 ? "" : "s"} of treasure from ${s(e.loser)}`;
    case "treasure_given": return `${s(e.seat)} gives a card to their helper ${s(e.helper)}`;
    case "treasure_kept": return `${s(e.seat)} keeps the treasure`;
    case "played_cards_discarded": return `${e.cards.length} played card${e.cards.length === 1 ? "" : "s"} go to the Litter Box`;
    case "dogfight_started": return `A Dogfight between ${seats(ctx, e.seats)}`;
    case "dogfight_won": return `${s(e.seat)} wins the Dogfight (${e.hand})`;
    case "dog_set_aside": return "The Dog is set aside";
    case "tiebreak_called": return `A tie-break between ${seats(ctx, e.seats)}`;
    case "tiebreak_started": return `The tie-break begins: ${seats(ctx, e.seats)}`;
    case "game_ended": return `Game over: ${seats(ctx, e.winners)} win${e.winners.length === 1 ? "s" : ""} (${e.scores.join(" · ")})`;
    default: return genericEvent(e, ctx);
  }
}

export function describeCommand(cmd, ctx = {}) {
  const s = (seat) => seatName(ctx, seat);
  switch (cmd.type) {
    case "draw_card": return "Draw a card";
    case "recruit": return `Recruit ${c(cmd.take)}, give ${c(cmd.give)}`;
    case "battle": return `Battle ${s(cmd.opponent)}`;
    case "ask_for_help": return `Ask ${s(cmd.helper)} for help`;
    case "fight_alone": return "Fight alone";
    case "accept_help": return "Help";
    case "refuse_help": return "Refuse to help";
    case "commit_card": return `Commit ${c(cmd.card)}`;
    case "forfeit": return "Forfeit";
    case "take_treasure": return `Take ${cmd.cards.map(c).join(" and ")}`;
    case "give_to_helper": return `Give ${c(cmd.card)} to your helper`;
    case "keep_treasure": return "Keep the treasure";
    default: return genericCommand(cmd);
  }
}
