// The auditor's checks over an export (clowder-export-v1), in the browser:
// a second implementation of docs/fairness.md, sharing no code with the server.
// Bytes in, a list of checks and findings out.

import { equal, fromHex, hex, sha256 } from "./bytes.js";
import { chance, gameKey, HMAC_SHA256_CTR_V1 } from "./chance.js";
import { checkReceipt, entry, GENESIS, link, salter, SHA256_JCS_V1 } from "./chain.js";
import { rederive } from "./rederive.js";

const MAX_REPORTED = 5;

/**
 * ``verifyExport(exported, {keys, receipts})`` → {ok, checks: [{check, ok, detail}], findings: [{check, version, detail}]}.
 * ``keys``: the service's public keys obtained independently (default: the export's own, said so).
 */
export async function verifyExport(exported, { keys = null, receipts = [], onProgress = () => {} } = {}) {
  const checks = [];
  const findings = [];
  const note = (check, ok, detail) => checks.push({ check, ok, detail });
  const fault = (check, version, detail) => findings.push({ check, version, detail });

  if (exported?.format !== "clowder-export-v1") {
    fault("format", null, `not a clowder-export-v1 document (format ${JSON.stringify(exported?.format)})`);
    return finish(checks, findings);
  }
  const events = exported.events || [];
  const created = events[0];
  if (!created || created.type !== "lobby.game_created") {
    fault("header", 1, "the history does not begin with lobby.game_created");
    return finish(checks, findings);
  }
  header(exported, created.data, note, fault);
  if (!exported.complete || exported.server_seed === null) {
    note("seat share", true, `a seat's share of a running game (seat ${exported.seat ?? "spectator"}): the seed is revealed at the end; hashes and receipts can be checked then`);
  }
  const seed = exported.server_seed ? fromHex(exported.server_seed) : null;

  if (seed && exported.seed_commitment) {
    const ok = hex(await sha256(seed)) === exported.seed_commitment && created.data.seed_commitment === exported.seed_commitment;
    ok ? note("commitment", true, "the revealed server seed is the one committed to at creation")
       : fault("commitment", 1, `SHA-256 of the revealed seed is not the commitment published at version 1 (${created.data.seed_commitment})`);
  } else if (!exported.seed_commitment) {
    note("commitment", false, "this game was created before commitments: nothing to check");
  }

  contiguous(events, fault, note);
  if (seed && exported.chain === SHA256_JCS_V1) await chain(exported, events, seed, fault, note, onProgress);
  else if (exported.chain !== SHA256_JCS_V1) note("chain", false, `chain ${exported.chain}: this game has no hash chain`);

  if (seed && exported.rng === HMAC_SHA256_CTR_V1) {
    const key = await gameKey(seed, exported.game_id, exported.client_seeds);
    const result = await rederive(exported, (version) => chance(key, version));
    result.faults.forEach((f) => fault(f.check, f.version, f.detail));
    if (!result.faults.length) {
      note("chance", true, `${result.rederived} chance event${result.rederived === 1 ? "" : "s"} drawn again from the seeds and found equal` +
        (result.notModelled ? `; ${result.notModelled} more need the rules (clowder verify re-decides them)` : ""));
    }
  } else if (exported.rng !== HMAC_SHA256_CTR_V1) {
    note("chance", false, `generator ${exported.rng}: only CPython can re-derive it (clowder verify does)`);
  }

  const published = keys || exported.keys || [];
  if (exported.signed_head) {
    const head = exported.head;
    const signed = exported.signed_head;
    const why = signed.game_id !== exported.game_id ? "the signed head is for another game"
      : signed.version !== head.version || signed.head !== head.hash ? "the signed head is not the export's head"
      : await checkReceipt(signed, published);
    why ? fault("signature", head.version, why)
        : note("signature", true, `the final head (version ${head.version}) is signed by key ${signed.key_id}${keys ? "" : " (a key the export itself lists: compare it with /.well-known/clowder-keys.json)"}`);
  } else {
    note("signature", false, "no signed head (a game created before chains)");
  }

  for (const receipt of receipts) await checkGivenReceipt(exported, events, receipt, published, fault, note);
  return finish(checks, findings);
}

function header(exported, created, note, fault) {
  const differs = ["game_id", "kind", "seats"].filter((field) => created[field] !== exported[field]);
  if (JSON.stringify(created.options) !== JSON.stringify(exported.options) && created.options !== undefined) differs.push("options");
  for (const field of ["rng", "chain", "seed_commitment"]) {
    const recorded = created[field] ?? { rng: "mt19937-sha256-v1", chain: "none", seed_commitment: null }[field];
    if (recorded !== exported[field]) differs.push(field);
  }
  differs.length ? fault("header", 1, `the export's ${differs.join(", ")} differ from lobby.game_created`)
                 : note("header", true, `${exported.kind}, ${exported.seats} seats, ${exported.events.length} events`);
}

function contiguous(events, fault, note) {
  let broken = 0;
  events.forEach((event, index) => {
    if (event.version !== index + 1) {
      if (broken++ < MAX_REPORTED) fault("order", index + 1, `version ${index + 1} is missing (found ${event.version} in its place)`);
    }
  });
  if (!broken) note("order", true, `versions 1 to ${events.length}, none missing`);
}

async function chain(exported, events, seed, fault, note, onProgress) {
  const salt = await salter(seed);
  const streamId = `game-${exported.game_id}`;
  let previous = GENESIS, broken = 0;
  for (const [index, event] of events.entries()) {
    const computed = await link(previous, await salt(event.version), entry(streamId, event));
    const stored = event.hash || event.metadata?.hash;
    if (!stored || !equal(computed, fromHex(stored))) {
      if (broken++ < MAX_REPORTED) fault("chain", event.version, `the event's hash is not the hash of it and the one before (expected ${hex(computed).slice(0, 16)}…, found ${(stored || "none").slice(0, 16)}…)`);
    }
    previous = stored ? fromHex(stored) : computed;
    if (index % 50 === 0) onProgress(index / events.length);
  }
  if (broken > MAX_REPORTED) fault("chain", null, `and ${broken - MAX_REPORTED} later chain faults`);
  const head = exported.head;
  if (head && head.hash !== (events.at(-1)?.hash || events.at(-1)?.metadata?.hash)) fault("chain", head.version, "the head is not the last event's hash");
  if (!broken) note("chain", true, `every hash from version 1 to ${events.length} recomputed and equal`);
}

async function checkGivenReceipt(exported, events, given, keys, fault, note) {
  const receipt = given.receipt || given; // a saved command answer holds it as "receipt"
  if (receipt.game_id !== exported.game_id) { fault("receipt", receipt.version, "the receipt is for another game"); return; }
  const why = await checkReceipt(receipt, keys);
  if (why) { fault("receipt", receipt.version, why); return; }
  const at = events.find((e) => e.version === receipt.version);
  const hash = at?.hash || at?.metadata?.hash;
  if (hash !== receipt.head) fault("receipt", receipt.version, `the history at version ${receipt.version} is not what the service signed`);
  else note("receipt", true, `version ${receipt.version}: the history has the head the service signed`);
}

function finish(checks, findings) {
  return { ok: findings.length === 0, checks, findings };
}
