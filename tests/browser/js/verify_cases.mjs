// Runs the browser's verifier (the modules the verify page loads) over a file
// of cases, [{name, export, keys, receipts}], and prints one JSON answer:
// [{name, outcome, batches, findings}]. Used by tests/browser/test_verifiers_agree.py.

import { readFileSync } from "node:fs";
import { verifyExport } from "../../../api/web/static/js/verify/verify.js";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const answers = [];
for (const { name, export: exported, keys, receipts } of cases) {
  const report = await verifyExport(exported, { keys, receipts: receipts || [] });
  answers.push({ name, outcome: report.outcome, batches: report.batches, unchecked: report.unchecked, findings: report.findings.map((f) => `[${f.check}] ${f.version ?? ""} ${f.detail}`) });
}
process.stdout.write(JSON.stringify(answers));
