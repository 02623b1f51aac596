/**
 * Measures the pasted-text import against the labelled Finnish pastes (../shared/corpus/finnish-pastes),
 * in process: each source.txt goes through what import.fromText runs (readSource, then the preview's save
 * rules), without HTTP, the worker or the per-user budget, and is scored as the corpus's score.mjs does.
 * Usage: npm run eval:pastes -- [--cases] [--verbose] [--results results.jsonl]
 * --cases prints a line per case, --verbose also why it failed, --results writes the drafts as score.mjs
 * reads them (node ../shared/corpus/finnish-pastes/score.mjs ../shared/corpus/finnish-pastes/cases FILE).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { runPastes } from './lib/paste-run';
import { formatCase, formatReport, PASTES_DIR } from './lib/paste-score';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const perCase = verbose || args.includes('--cases');
const resultsPath = args.includes('--results') ? args[args.indexOf('--results') + 1] : undefined;

if (!existsSync(PASTES_DIR)) {
  console.log(`eval:pastes: no corpus at ${PASTES_DIR} (../shared is absent); nothing to measure.`);
  process.exit(0);
}

const started = performance.now();
const runs = runPastes();
const elapsed = performance.now() - started;
if (resultsPath) {
  writeFileSync(
    resultsPath,
    `${runs
      .map((r) =>
        JSON.stringify(
          r.draft ? { case: r.case.name, draft: r.draft } : { case: r.case.name, error: r.error },
        ),
      )
      .join('\n')}\n`,
  );
}
if (perCase) for (const r of runs) for (const line of formatCase(r.score, verbose)) console.log(line);
for (const line of formatReport(runs.map((r) => r.score))) console.log(line);
console.log(`(${runs.length} pastes read in ${elapsed.toFixed(0)} ms)`);
