// Chance re-derived in the browser, from docs/fairness.md alone.
//
// A batch is what one decision appended: a maximal run of consecutive events
// with the same metadata.decided_at, the first being the creation (version 1,
// decided at 0). Each batch draws from the byte stream of its decided_at,
// from the first byte, in the order its events record the draws.
// Each kind's schedule (kinds/*.js) says which draws an event makes and over
// which list, following the piles from the events; the game's recorded
// identifiers (generator, schedule) pick the code, so an old game keeps the
// schedule it was dealt by.

import { canonicalText } from "./canonical.js";
import { FEED_THE_KITTEN, DECK } from "./kinds/feed-the-kitten.js";
import { KINOKO_KOMBAT } from "./kinds/kinoko-kombat.js";
import { KOMBAT_KITTENS } from "./kinds/kombat-kittens.js";
import { TRENDING_KITTENS } from "./kinds/trending-kittens.js";

export { DECK };
export const KINDS = Object.fromEntries([FEED_THE_KITTEN, KINOKO_KOMBAT, KOMBAT_KITTENS, TRENDING_KITTENS].map((k) => [k.kind, k]));

const same = (a, b) => canonicalText(a) === canonicalText(b);

/** The batches of a history: maximal runs of consecutive events with equal decided_at. */
export function batches(events) {
  const out = [];
  for (const event of events) {
    const decidedAt = event.metadata?.decided_at;
    if (out.length && out.at(-1).decidedAt === decidedAt) out.at(-1).events.push(event);
    else out.push({ decidedAt, events: [event] });
  }
  return out;
}

/** The members of lobby.game_created this page knows: a new one may name a new algorithm. */
export const CREATED_FIELDS = ["game_id", "kind", "seats", "options", "created_by", "created_at", "decision_seconds", "rng", "chain", "seed_commitment", "tournament_id", "match_id", "type"];

/** Why this page cannot re-derive the game's chance (an unknown kind, field, option or schedule), or null. */
export function unsupported(exported) {
  const created = exported.events[0].data;
  const kind = KINDS[created.kind];
  if (!kind) return `kind ${created.kind} is not known to this page`;
  const fields = Object.keys(created).filter((key) => !CREATED_FIELDS.includes(key));
  if (fields.length) return `lobby.game_created records ${fields.join(", ")}, which this page does not know`;
  const unknown = Object.keys(created.options || {}).filter((key) => !kind.knownOptions.includes(key));
  if (unknown.length) return `the game records option${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")} this page does not know`;
  const id = kind.schedule(created);
  if (kind.known && !kind.known(id)) return `chance schedule ${id} is not known to this page`;
  return null;
}

/**
 * Re-derive every chance outcome of a complete history; ``randomFor(version)``
 * gives the random source of a decision. Answers the schedule, how many outcomes were
 * checked and at which versions (each chance outcome and each top of a pile), the batches
 * and the faults.
 */
export async function rederive(exported, randomFor) {
  const created = exported.events[0].data;
  const kind = KINDS[created.kind];
  const step = kind.start(exported, kind.schedule(created));
  const results = { schedule: kind.schedule(created), rederived: 0, checked: [], batches: 0, faults: [] };
  for (const batch of batches(exported.events)) {
    results.batches += 1;
    const draw = await randomFor(batch.decidedAt);
    for (const event of batch.events) {
      if (event.type.startsWith("lobby.")) continue;
      let checked;
      try {
        checked = await step(event, draw, same);
      } catch (error) { // a forged event may lack what the schedule reads: name it and go on
        checked = { what: `${event.type} (${error.message})`, ok: false };
      }
      if (!checked) continue;
      results.rederived += 1;
      results.checked.push(event.version);
      if (!checked.ok) results.faults.push({ check: "chance", version: event.version, detail: `${checked.what} is not what the seeds draw` });
    }
  }
  return results;
}
