// The auditor's panel: verifies a finished game's export in the browser with
// WebCrypto, from docs/fairness.md alone (verify/*.js shares no code with the
// server), or an export saved earlier, picked from a file, with no server at all.
// The signature is checked against the service's published keys (fetched from
// /.well-known/clowder-keys.json when this page is served) or a keys file the
// user picks, never against the keys an export lists about itself.

import { api } from "../api.js";
import { fill, h, notice, section } from "../dom.js";
import { OUTCOMES, verifyExport } from "../verify/verify.js";

const VERDICTS = {
  verified: "✔ Verified: every check holds, and the history is signed by a trusted key.",
  partial: "◐ Partly verified: nothing wrong was found, but part of the history could not be checked here.",
  untrusted: "⚠ Not verified against a trusted key: nothing wrong was found, but the signature was not checked against the service's published keys or a keys file you chose.",
  broken: "✘ Not verified",
};

export async function run(main) {
  const gameId = main.dataset.gameId || null;
  const result = h("div", { id: "result", "aria-live": "polite" });
  const exportFile = h("input", { type: "file", id: "export-file", accept: "application/json,.json" });
  const receiptFiles = h("input", { type: "file", id: "receipt-files", accept: "application/json,.json", multiple: true });
  const keysFile = h("input", { type: "file", id: "keys-file", accept: "application/json,.json" });
  const download = h("p", {});
  fill(main,
    h("h1", {}, gameId ? "Verify this game " : "Verify an export ", gameId ? h("small", {}, gameId) : null),
    h("p", {}, "Every check runs in this browser, from the specification in docs/fairness.md: the seed commitment, every hash of the chain, the signature of the final head, the chance draws the export lets a page redo, and any receipts you kept."),
    gameId ? download : null,
    section("Result", result),
    section(gameId ? "Or verify a saved export" : "An export saved earlier",
      h("form", { class: "verify-form", onsubmit: (event) => { event.preventDefault(); fromFiles(); } },
        h("p", {}, h("label", { for: "export-file" }, "Export (clowder-export-v1) "), exportFile),
        h("p", {}, h("label", { for: "receipt-files" }, "Receipts you kept (optional) "), receiptFiles),
        h("p", {}, h("label", { for: "keys-file" }, "The service's public keys, clowder-keys.json (optional) "), keysFile),
        h("button", { type: "submit", id: "verify-files" }, "Verify"))));

  async function fromFiles() {
    if (!exportFile.files.length) { fill(result, notice("Choose an export file first.", "error")); return; }
    try {
      const exported = JSON.parse(await exportFile.files[0].text());
      const receipts = [];
      for (const file of receiptFiles.files) {
        const parsed = JSON.parse(await file.text());
        receipts.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      }
      const keys = keysFile.files.length
        ? { keys: keyList(JSON.parse(await keysFile.files[0].text())), source: `the keys file ${keysFile.files[0].name}` }
        : await publishedKeys();
      await show(exported, { ...keys, receipts });
    } catch (error) {
      fill(result, notice(`The file could not be read: ${error.message}`, "error"));
    }
  }

  async function show(exported, { source, ...options }) {
    fill(result, h("p", { role: "status" }, "Verifying…"));
    const progress = h("progress", { max: "1", value: "0", "aria-label": "Verifying the chain" });
    result.append(progress);
    const report = await verifyExport(exported, { ...options, onProgress: (share) => { progress.value = share; } });
    result.dataset.verdict = report.outcome;
    const faults = report.findings.length;
    fill(result,
      h("p", { class: `verdict ${report.outcome === "verified" ? "good" : "bad"}`, id: "verdict", title: OUTCOMES[report.outcome] },
        report.outcome === "broken" ? `${VERDICTS.broken}: ${faults} fault${faults === 1 ? "" : "s"} found.` : VERDICTS[report.outcome]),
      h("p", { id: "keys-source", class: "muted" }, options.keys
        ? `Signatures checked against ${source}.`
        : "No trusted key: this page could not fetch /.well-known/clowder-keys.json and no keys file was chosen. Choose the service's clowder-keys.json to check the signature."),
      report.findings.length ? h("ol", { id: "findings", class: "findings" }, report.findings.map((f) =>
        h("li", {}, h("strong", {}, `[${f.check}]${f.version === null || f.version === undefined ? "" : ` version ${f.version}`}`), ` ${f.detail}`))) : null,
      h("h3", {}, "What was checked"),
      h("ul", { id: "checks", class: "checks" }, report.checks.map((c) =>
        h("li", { class: c.ok ? "good" : "muted" }, h("strong", {}, `${c.ok ? "✔" : "–"} ${c.check}: `), c.detail))));
  }

  if (gameId) {
    try {
      const exported = await api(`/games/${gameId}/export`, { anonymous: true });
      const keys = await publishedKeys();
      const blob = new Blob([JSON.stringify(exported, null, 1)], { type: "application/json" });
      fill(download, h("a", { href: URL.createObjectURL(blob), download: `clowder-${gameId}.json`, id: "save-export" }, "Save this export"),
        " to verify it again later, anywhere.");
      await show(exported, keys);
    } catch (error) {
      fill(result, notice(`The export could not be fetched: ${error.message}`, "error"));
    }
  }
}

/** The service's published keys, when this page is served by it; {keys: null} when they cannot be fetched. */
async function publishedKeys() {
  try {
    return { keys: keyList(await api("/.well-known/clowder-keys.json", { anonymous: true })), source: "the service's published keys (/.well-known/clowder-keys.json)" };
  } catch {
    return { keys: null, source: null };
  }
}

function keyList(document) {
  if (Array.isArray(document)) return document;
  if (document.keys) return document.keys;
  return [document];
}
