// The export's unsigned fields held against what its signed, hashed history
// says: the header against lobby.game_created, the client seeds against the
// seats' lobby events, `complete`, `status` and `seat` against whether the
// history ends the game. Nothing outside the events is believed.

import { canonicalText } from "./canonical.js";
import { KINDS } from "./rederive.js";

const OLD_GAME = { rng: "mt19937-sha256-v1", chain: "none", seed_commitment: null };
/** The service's words for a game; "corrupt" is a history it could no longer fold (the checks name why). */
const STATUSES = ["open", "running", "finished", "corrupt"];

/** Each seat's client seed at the start, from lobby.seat_taken / lobby.seat_left (as the game key uses them). */
export function clientSeedsOf(events, seats) {
  const seeds = Array(seats).fill("");
  for (const event of events) {
    if (event.type === "lobby.game_started") break;
    if (event.type === "lobby.seat_taken") seeds[event.data.seat] = event.data.client_seed || "";
    else if (event.type === "lobby.seat_left") seeds[event.data.seat] = "";
  }
  return seeds;
}

/**
 * Whether the history ends the game: its kind's last event, or an operator's abort.
 * null when this page cannot tell: a kind it does not know (a game installed on the
 * service as a separate package), not aborted.
 */
export function endsTheGame(exported) {
  if (exported.events.some((e) => e.type === "lobby.game_aborted")) return true;
  const endings = KINDS[exported.kind]?.endings;
  return endings ? exported.events.some((e) => endings.includes(e.type)) : null;
}

export function header(exported, note, fault) {
  const created = exported.events[0].data;
  const differs = ["game_id", "kind", "seats"].filter((field) => created[field] !== exported[field]);
  if (canonicalText(created.options ?? null) !== canonicalText(exported.options ?? null)) differs.push("options");
  for (const field of ["rng", "chain", "seed_commitment"]) if ((created[field] ?? OLD_GAME[field]) !== exported[field]) differs.push(field);
  if (differs.length) fault("header", 1, `the export's ${differs.join(", ")} differ${differs.length === 1 ? "s" : ""} from lobby.game_created`);
  const recorded = { rng: created.rng ?? OLD_GAME.rng, chain: created.chain ?? OLD_GAME.chain, commitment: created.seed_commitment ?? null };
  if (recorded.chain === "none" && exported.events.some((e) => e.hash)) fault("header", 1, "events carry chain hashes but lobby.game_created says chain none (a downgrade?)");
  if (recorded.rng === OLD_GAME.rng && (recorded.chain !== "none" || recorded.commitment)) fault("header", 1, "an old chance algorithm beside a chain or a commitment: no game is created so (a downgrade?)");

  const seeds = clientSeedsOf(exported.events, created.seats);
  if (canonicalText(seeds) !== canonicalText(exported.client_seeds ?? null)) {
    fault("header", null, `the export's client_seeds ${JSON.stringify(exported.client_seeds)} are not the seeds the seats sent in their lobby.seat_taken events ${JSON.stringify(seeds)}`);
  }
  const ended = endsTheGame(exported);
  const last = exported.events.at(-1).version;
  if (ended === null) note("ending", false, `this page does not know which event ends a ${exported.kind} game (clowder verify re-decides it)`);
  if (exported.complete && exported.server_seed == null) fault("header", null, "the export says it is complete but reveals no server seed");
  if (!exported.complete && exported.server_seed != null) fault("header", null, "the export says it is a seat's share (complete: false) yet reveals the server seed: only an ended game's export does");
  if (!exported.complete && ended) fault("header", last, "the history ends the game, yet the export says it is a seat's share (complete: false): an ended game's export is complete");
  if (!STATUSES.includes(exported.status)) fault("header", null, `unknown status ${JSON.stringify(exported.status)} (one of ${STATUSES.join(", ")})`);
  // "corrupt" (a history the service could no longer fold) may stand for "finished", and excuses nothing else.
  if (ended && !["finished", "corrupt"].includes(exported.status)) fault("header", last, `the history ends the game, yet the export's status is ${JSON.stringify(exported.status)}`);
  if (ended && exported.seat != null) fault("header", last, `the history ends the game, yet the export says it is seat ${JSON.stringify(exported.seat)}'s share: an ended game's export is nobody's`);
  if (ended === false && exported.status === "finished") fault("ending", last, "the export says the game has ended, but its history does not end it (moves dropped?)");
  if (!differs.length) note("header", true, `${exported.kind}, ${exported.seats} seats, ${exported.events.length} events; client seeds, status and completeness agree with the history`);
}
