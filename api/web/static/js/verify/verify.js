// The auditor's checks over an export (clowder-export-v1), in the browser:
// a second implementation of docs/fairness.md, sharing no code with the server.
// Bytes in, an outcome, a list of checks and findings out.
//
// Only what is hashed or signed is believed. The export's own `keys` are
// never trusted: a forger who rewrites a game re-signs it with a key of its
// own and lists that key. The caller passes the service's published keys
// (/.well-known/clowder-keys.json) or a keys file the user chose; without
// them the outcome is "untrusted", never "verified".

import { equal, fromHex, hex, sha256 } from "./bytes.js";
import { chance, gameKey, HMAC_SHA256_CTR_V1 } from "./chance.js";
import { checkReceipt, entry, GENESIS, link, salter, SHA256_JCS_V1 } from "./chain.js";
import { clientSeedsOf, header } from "./header.js";
import { checkLog } from "./log.js";
import { rederive, unsupported } from "./rederive.js";

const MAX_REPORTED = 5;

/** The four outcomes, in clowder verify's order: the first that applies is the verdict. */
export const OUTCOMES = {
  broken: "a fault was found: the export is not the history the service signed, or does not follow from its seeds",
  partial: "nothing wrong was found, but part of the history could not be checked here",
  untrusted: "nothing wrong was found, but the signature was not checked against a trusted key (the service's published keys or a keys file you chose)",
  verified: "every check holds, and the history is signed by a trusted key",
};

/**
 * ``verifyExport(exported, {keys, receipts})`` → {outcome, ok, checks: [{check, ok, detail}], findings: [{check, version, detail}],
 * unchecked: [why], batches (null when chance was not re-derived)}.
 * ``keys``: the service's public keys obtained independently; null when there are none (outcome at best "untrusted").
 */
export async function verifyExport(exported, { keys = null, receipts = [], onProgress = () => {} } = {}) {
  const checks = [], findings = [], unchecked = [], counted = { batches: null };
  const note = (check, ok, detail) => { checks.push({ check, ok, detail }); if (!ok) unchecked.push(`${check}: ${detail}`); };
  const fault = (check, version, detail) => findings.push({ check, version, detail });
  const finish = () => ({ ...verdict(checks, findings, unchecked, keys !== null), batches: counted.batches });

  if (exported?.format !== "clowder-export-v1") {
    fault("format", null, `not a clowder-export-v1 document (format ${JSON.stringify(exported?.format)})`);
    return finish();
  }
  const events = exported.events || [];
  if (!events.length || events[0].type !== "lobby.game_created") {
    fault("header", 1, "the history does not begin with lobby.game_created");
    return finish();
  }
  try {
    header(exported, note, fault);
    await checkAll(exported, events, { keys, receipts, onProgress, note, fault, counted });
  } catch (error) { // a forged export may be shaped in any way: name it instead of failing the page
    fault("format", null, `the export cannot be read as clowder-export-v1: ${error.message}`);
  }
  return finish();
}

async function checkAll(exported, events, { keys, receipts, onProgress, note, fault, counted }) {
  if (exported.server_seed == null) {
    note("seat share", false, `a seat's share of a running game (seat ${exported.seat ?? "spectator"}): the seed is revealed at the end; the chain and chance can be checked then`);
  }
  const seed = exported.server_seed != null ? fromHex(exported.server_seed) : null;
  const created = events[0].data;
  const commitment = created.seed_commitment ?? null;
  if (seed && commitment) {
    hex(await sha256(seed)) === commitment
      ? note("commitment", true, "the revealed server seed is the one committed to at creation")
      : fault("commitment", 1, `SHA-256 of the revealed seed is not the commitment published at version 1 (${commitment})`);
  } else if (!commitment) {
    note("commitment", false, "this game was created before commitments: nothing to check");
  }

  order(events, exported.server_seed != null, fault, note);
  carriedHashes(events, fault);
  if (seed && exported.chain === SHA256_JCS_V1) await chain(exported, events, seed, fault, note, onProgress);
  else if (exported.chain !== SHA256_JCS_V1) note("chain", false, `chain ${exported.chain}: this game has no hash chain`);

  const why = unsupported(exported);
  if (seed && exported.rng === HMAC_SHA256_CTR_V1 && !why) {
    const key = await gameKey(seed, exported.game_id, clientSeedsOf(events, created.seats));
    const result = await rederive(exported, (version) => chance(key, version));
    result.faults.forEach((f) => fault(f.check, f.version, f.detail));
    counted.batches = result.batches;
    if (!result.faults.length) {
      note("chance", true, `${result.rederived} chance outcome${result.rederived === 1 ? "" : "s"} in ${result.batches} batches drawn again from the seeds (${result.schedule}) and found equal`);
    }
  } else if (seed && exported.rng !== HMAC_SHA256_CTR_V1) {
    note("chance", false, `generator ${exported.rng}: only CPython can re-derive it (clowder verify does)`);
  } else if (seed) {
    note("chance", false, `not re-derived: ${why} (clowder verify re-decides it)`);
  }

  const trusted = keys ?? exported.keys ?? [];
  const whose = keys ? "" : " — a key the export itself lists, NOT a trusted key: compare it with /.well-known/clowder-keys.json";
  const head = exported.head;
  if (head && head.hash !== events.at(-1).hash) fault("head", head.version, "the head is not the last event's hash");
  if (exported.signed_head) {
    const signed = exported.signed_head;
    const why = signed.game_id !== exported.game_id ? "the signed head is for another game"
      : signed.version !== head?.version || signed.head !== head?.hash ? "the signed head is not the export's head"
      : await checkReceipt(signed, trusted);
    why ? fault("signature", head?.version ?? null, why)
        : note("signature", Boolean(keys), `the final head (version ${head.version}) is signed by key ${signed.key_id}${whose}`);
  } else if (exported.chain === SHA256_JCS_V1) {
    fault("signature", head?.version ?? null, "the export carries no signed head");
  } else {
    note("signature", false, "no signed head (a game created before chains)");
  }
  for (const receipt of receipts) await checkGivenReceipt(exported, events, receipt, trusted, whose, fault, note);
  await checkLog(exported, events, trusted, whose, fault, note);
}

function verdict(checks, findings, unchecked, trustedKeys) {
  // The order clowder verify gives them: a partial export that is also untrusted reads as partial.
  const partial = unchecked.some((why) => !/^(signature|receipt|log):/.test(why));
  const outcome = findings.length ? "broken" : partial ? "partial" : !trustedKeys ? "untrusted" : "verified";
  return { outcome, ok: outcome === "verified", explanation: OUTCOMES[outcome], checks, findings, unchecked };
}

function order(events, complete, fault, note) {
  let broken = 0, expected = 1;
  for (const event of events) {
    if (event.version > expected && broken++ < MAX_REPORTED) {
      const missing = event.version === expected + 1 ? `${expected}` : `${expected}-${event.version - 1}`;
      fault("order", expected, `version ${missing} is missing (deleted?)`);
    } else if (event.version < expected && broken++ < MAX_REPORTED) {
      fault("order", event.version, `versions go backwards or repeat at ${event.version} (reordered or inserted?)`);
    }
    expected = event.version + 1;
  }
  // A batch is appended right after the version it was decided at (a share's metadata is empty).
  if (complete) {
    let previous = null;
    for (const event of events) {
      const decidedAt = event.metadata?.decided_at;
      if (decidedAt !== previous && event.version !== decidedAt + 1 && broken++ < MAX_REPORTED) {
        fault("order", event.version, `a batch decided at version ${decidedAt} stands at ${event.version}, not ${decidedAt + 1} (moved or inserted)`);
      }
      previous = decidedAt;
    }
  }
  if (broken > MAX_REPORTED) fault("order", null, `and ${broken - MAX_REPORTED} later order faults`);
  if (!broken) note("order", true, `versions 1 to ${events.length}, none missing${complete ? ", every batch right after the version it was decided at" : ""}`);
}

/**
 * Each stored event's metadata.hash against its hash, as clowder verify holds them: the chain
 * hashes the metadata without its hash, so an edited or deleted one is caught only here. A
 * share's metadata is empty (nothing to compare).
 */
function carriedHashes(events, fault) {
  let broken = 0;
  for (const event of events) {
    const metadata = event.metadata;
    if (!metadata || typeof metadata !== "object" || !Object.keys(metadata).length) continue;
    if ((metadata.hash ?? null) !== (event.hash ?? null) && broken++ < MAX_REPORTED) {
      const found = "hash" in metadata ? `${String(metadata.hash).slice(0, 16)}…` : "no hash member";
      fault("chain", event.version, `the hash in the event's metadata is not the event's hash (expected ${(event.hash || "none").slice(0, 16)}…, found ${found})`);
    }
  }
  if (broken > MAX_REPORTED) fault("chain", null, `and ${broken - MAX_REPORTED} later metadata.hash faults`);
}

async function chain(exported, events, seed, fault, note, onProgress) {
  const salt = await salter(seed);
  const streamId = `game-${exported.game_id}`;
  let previous = GENESIS, broken = 0;
  const report = (version, detail) => { if (broken++ < MAX_REPORTED) fault("chain", version, detail); };
  for (const [index, event] of events.entries()) {
    const computed = await link(previous, await salt(event.version), entry(streamId, event));
    const stored = event.hash;
    if (!stored || !equal(computed, fromHex(stored))) {
      report(event.version, `the event's hash is not the hash of it and the one before (expected ${hex(computed).slice(0, 16)}…, found ${(stored || "none").slice(0, 16)}…)`);
    }
    previous = stored && /^[0-9a-f]{64}$/i.test(stored) ? fromHex(stored) : GENESIS;
    if (index % 50 === 0) onProgress(index / events.length);
  }
  if (broken > MAX_REPORTED) fault("chain", null, `and ${broken - MAX_REPORTED} later chain faults`);
  if (!broken) note("chain", true, `every hash from version 1 to ${events.length} recomputed and equal`);
}

async function checkGivenReceipt(exported, events, given, keys, whose, fault, note) {
  const receipt = given.receipt || given; // a saved command answer holds it as "receipt"
  if (receipt.game_id !== exported.game_id) { fault("receipt", receipt.version, "the receipt is for another game"); return; }
  const why = await checkReceipt(receipt, keys);
  if (why) { fault("receipt", receipt.version, why); return; }
  const at = events.find((e) => e.version === receipt.version);
  if (!at) fault("receipt", receipt.version, `the history has no version ${receipt.version} (events dropped after the receipt?)`);
  else if (at.hash !== receipt.head) fault("receipt", receipt.version, `the history at version ${receipt.version} is not what the service signed`);
  else note("receipt", !whose, `version ${receipt.version}: the history has the head the service signed${whose}`);
}
