/**
 * The Finnish-paste corpus's scoring (../shared/corpus/finnish-pastes/score.mjs), ported rule for rule so
 * that `npm run eval:pastes` and the corpus test print the same figures as `node score.mjs` on the same
 * drafts. score.mjs is a command, not a module, so its rules are restated here; change both together.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PASTES_DIR = resolve(repoRoot, '../shared/corpus/finnish-pastes');

export interface PasteCase {
  name: string;
  source: string;
  expected: Expected;
  repo: string;
  baking: boolean | null;
}

interface Expected {
  title: string;
  servings?: number | null;
  servings_accept?: number[];
  pan?: unknown;
  components: { name: string; ingredients: string[]; steps: string[] }[];
  notes?: string[];
}

export function loadPasteCases(root = PASTES_DIR): PasteCase[] {
  const casesDir = join(root, 'cases');
  if (!existsSync(casesDir)) return [];
  const manifestPath = join(root, 'manifest.json');
  const manifest = new Map<string, { baking?: boolean }>(
    existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { case: string; baking?: boolean }[]).map((m) => [
          m.case,
          m,
        ])
      : [],
  );
  return readdirSync(casesDir, { withFileTypes: true })
    .filter(
      (d) => (d.isDirectory() || d.isSymbolicLink()) && existsSync(join(casesDir, d.name, 'expected.json')),
    )
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const originPath = join(casesDir, name, 'origin.json');
      const origin = existsSync(originPath)
        ? (JSON.parse(readFileSync(originPath, 'utf8')) as { repo?: string })
        : {};
      return {
        name,
        source: readFileSync(join(casesDir, name, 'source.txt'), 'utf8'),
        expected: JSON.parse(readFileSync(join(casesDir, name, 'expected.json'), 'utf8')) as Expected,
        repo: origin.repo ?? name.split('__').slice(0, 2).join('/'),
        baking: manifest.get(name)?.baking ?? null,
      };
    });
}

// ---------- normalising (as score.mjs) ----------

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
  '⅕': 0.2,
};
const num = (x: number) => String(Math.round(x * 1000) / 1000);

function normNumbers(s: string): string {
  return s
    .replace(/(\d+)\s*([½¼¾⅓⅔⅛⅜⅝⅞⅕])/gu, (_, a: string, f: string) => num(Number(a) + FRACTIONS[f]!))
    .replace(/[½¼¾⅓⅔⅛⅜⅝⅞⅕]/gu, (f) => num(FRACTIONS[f]!))
    .replace(/\u2044/gu, '/')
    .replace(/\b(\d+)\s+(\d+)\s*\/\s*(\d+)\b/gu, (m, a: string, b: string, c: string) =>
      Number(c) ? num(Number(a) + Number(b) / Number(c)) : m,
    )
    .replace(/\b(\d+)\s*\/\s*(\d+)\b/gu, (m, b: string, c: string) =>
      Number(c) ? num(Number(b) / Number(c)) : m,
    )
    .replace(/(\d),(\d)/gu, '$1.$2')
    .replace(/\b(\d+)\.0+\b/gu, '$1');
}

function normLine(s: unknown, step = false): string {
  let t = String(s ?? '')
    .normalize('NFC')
    .replace(/[\u00A0\u2009\u202F]/gu, ' ')
    .replace(/[–—]/gu, '-')
    .trim()
    .replace(/^[-•*·▪◦]\s+/u, '');
  if (step) t = t.replace(/^\d{1,2}\s*[.)]\s*(?=\S)/u, '');
  return normNumbers(t.toLowerCase()).replace(/\s+/gu, '');
}

const normTitle = (s: unknown) =>
  String(s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
const normName = (s: unknown) =>
  String(s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[:.\s]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

function words(s: unknown): string[] {
  return (
    normNumbers(
      String(s ?? '')
        .normalize('NFC')
        .toLowerCase(),
    ).match(/[\p{L}\p{N}]+(?:\.\d+)?/gu) ?? []
  );
}

// ---------- the draft ----------

type Loose = Record<string, unknown>;

function ingredientText(i: unknown): string {
  if (i == null) return '';
  if (typeof i === 'string') return i;
  const o = i as Loose;
  if (typeof o.original === 'string' && o.original.trim()) return o.original;
  const amount =
    o.amount == null || o.amount === 0
      ? ''
      : typeof o.amount === 'object'
        ? JSON.stringify(o.amount)
        : String(o.amount);
  return [amount, o.unit ?? '', o.name ?? ''].filter((x) => String(x).trim()).join(' ');
}

function instructionText(s: unknown): string {
  if (s == null) return '';
  if (typeof s === 'string') return s;
  const o = s as Loose;
  return String(o.text ?? o.original ?? JSON.stringify(s));
}

function panNumbers(p: unknown): number[] {
  if (p == null) return [];
  if (typeof p === 'number') return [p];
  if (typeof p === 'string') return (normNumbers(p).match(/\d+(?:\.\d+)?/gu) ?? []).map(Number);
  if (typeof p === 'object') return Object.values(p as Loose).flatMap(panNumbers);
  return [];
}

export interface CaseScore {
  case: string;
  repo: string;
  baking: boolean | null;
  named: boolean;
  missing: boolean;
  error: string | null;
  title: boolean;
  ingredients: boolean;
  steps: boolean;
  components: boolean;
  servings: boolean | null;
  pan: boolean | null;
  panExtra: boolean;
  lines: number;
  lost: string[];
  twice: string[];
  diff: Record<string, unknown>;
}

const listEqual = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function firstDiff(expRaw: string[], gotRaw: string[], e: string[], g: string[]) {
  const n = Math.max(e.length, g.length);
  for (let k = 0; k < n; k++)
    if (e[k] !== g[k])
      return {
        at: k,
        expected: expRaw[k] ?? null,
        got: gotRaw[k] ?? null,
        expectedCount: e.length,
        gotCount: g.length,
      };
  return null;
}

/** One case's score; `draft` null (with `error`) counts as wrong everywhere. */
export function scorePaste(c: PasteCase, draft: Loose | null, error: string | null = null): CaseScore {
  const exp = c.expected;
  const expIng = exp.components.flatMap((x) => x.ingredients);
  const expSteps = exp.components.flatMap((x) => x.steps);
  const r: CaseScore = {
    case: c.name,
    repo: c.repo,
    baking: c.baking,
    named: exp.components.some((x) => x.name),
    missing: !draft,
    error,
    title: false,
    ingredients: false,
    steps: false,
    components: false,
    servings: null,
    pan: null,
    panExtra: false,
    lines: expIng.length + expSteps.length,
    lost: [],
    twice: [],
    diff: {},
  };
  if (!draft) {
    r.servings = exp.servings == null ? null : false;
    r.lost = [...expIng, ...expSteps];
    return r;
  }
  const dIng = (Array.isArray(draft.ingredients) ? draft.ingredients : []).map(ingredientText);
  const dSteps = (Array.isArray(draft.instructions) ? draft.instructions : []).map(instructionText);
  const dComps = (Array.isArray(draft.components) ? draft.components : []) as (Loose | null)[];
  const dNotes =
    typeof draft.notes === 'string' ? draft.notes : Array.isArray(draft.notes) ? draft.notes.join('\n') : '';

  r.title = normTitle(draft.title) === normTitle(exp.title);
  const eI = expIng.map((x) => normLine(x));
  const dI = dIng.map((x) => normLine(x));
  r.ingredients = listEqual(eI, dI);
  const eS = expSteps.map((x) => normLine(x, true));
  const dS = dSteps.map((x) => normLine(x, true));
  r.steps = listEqual(eS, dS);

  const expComps = exp.components.map((x) => ({
    name: normName(x.name),
    i: x.ingredients.length,
    s: x.steps.length,
  }));
  const plain = expComps.length === 1 && !expComps[0]!.name;
  const got = dComps.map((x) => ({
    name: normName(x?.name),
    i: Number(x?.ingredientCount ?? 0),
    s: Number(x?.instructionCount ?? 0),
  }));
  if (plain) r.components = got.length === 0 || (got.length === 1 && !got[0]!.name);
  else
    r.components =
      got.length === expComps.length &&
      got.every((g, k) => g.name === expComps[k]!.name && g.i === expComps[k]!.i && g.s === expComps[k]!.s);

  if (exp.servings != null) {
    const accept = exp.servings_accept ?? [exp.servings];
    r.servings =
      typeof draft.servings === 'number' &&
      accept.some((a) => Math.abs(a - (draft.servings as number)) < 1e-9);
  }
  const expPanNums = panNumbers(exp.pan);
  if (expPanNums.length) {
    const d = panNumbers(draft.pan);
    r.pan = d.length > 0 && d.every((x) => expPanNums.some((e) => Math.abs(e - x) <= 0.5));
  } else if (draft.pan != null && exp.pan == null) r.panExtra = true;

  const pool = new Set([...dIng, ...dSteps, ...dComps.map((x) => x?.name ?? ''), dNotes].flatMap(words));
  for (const line of [...expIng, ...expSteps]) {
    const missingWords = words(line).filter((w) => !pool.has(w));
    if (missingWords.length) r.lost.push(`${line}  [missing: ${missingWords.join(' ')}]`);
  }

  const expCount = new Map<string, number>();
  for (const x of [...eI, ...eS, ...(exp.notes ?? []).map((n) => normLine(n))])
    expCount.set(x, (expCount.get(x) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const [x, raw] of [
    ...dI.map((x, k) => [x, dIng[k]!] as const),
    ...dS.map((x, k) => [x, dSteps[k]!] as const),
  ]) {
    if (!x) continue;
    seen.set(x, (seen.get(x) ?? 0) + 1);
    if (seen.get(x)! > Math.max(1, expCount.get(x) ?? 0)) r.twice.push(raw);
  }

  if (!r.ingredients) r.diff.ingredients = firstDiff(expIng, dIng, eI, dI);
  if (!r.steps) r.diff.steps = firstDiff(expSteps, dSteps, eS, dS);
  if (!r.components)
    r.diff.components = {
      expected: exp.components.map((x) => [x.name, x.ingredients.length, x.steps.length]),
      got: dComps.map((x) => [x?.name, x?.ingredientCount, x?.instructionCount]),
    };
  if (!r.title) r.diff.title = { expected: exp.title, got: draft.title };
  if (r.servings === false)
    r.diff.servings = { expected: exp.servings_accept ?? exp.servings, got: draft.servings };
  return r;
}

// ---------- report ----------

export interface PasteSummary {
  n: number;
  title: number;
  ingredients: number;
  steps: number;
  components: number;
  servings: number;
  servingsOf: number;
  pan: number;
  panOf: number;
  panExtra: number;
  lines: number;
  lost: number;
  twiceCases: number;
  twiceLines: number;
  missing: number;
}

export function summarisePastes(rs: readonly CaseScore[]): PasteSummary {
  const withServ = rs.filter((r) => r.servings !== null);
  const withPan = rs.filter((r) => r.pan !== null);
  return {
    n: rs.length,
    title: rs.filter((r) => r.title).length,
    ingredients: rs.filter((r) => r.ingredients).length,
    steps: rs.filter((r) => r.steps).length,
    components: rs.filter((r) => r.components).length,
    servings: withServ.filter((r) => r.servings).length,
    servingsOf: withServ.length,
    pan: withPan.filter((r) => r.pan).length,
    panOf: withPan.length,
    panExtra: rs.filter((r) => r.panExtra).length,
    lines: rs.reduce((a, r) => a + r.lines, 0),
    lost: rs.reduce((a, r) => a + r.lost.length, 0),
    twiceCases: rs.filter((r) => r.twice.length).length,
    twiceLines: rs.reduce((a, r) => a + r.twice.length, 0),
    missing: rs.filter((r) => r.missing).length,
  };
}

export const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

export function formatSummary(s: PasteSummary): string {
  return `title ${pct(s.title, s.n)} ingredients ${pct(s.ingredients, s.n)} steps ${pct(s.steps, s.n)} components ${pct(s.components, s.n)} servings ${pct(s.servings, s.servingsOf)} (of ${s.servingsOf}) lost-words ${pct(s.lost, s.lines)} of lines`;
}

const mark = (b: boolean | null) => (b === null ? '·' : b ? '✓' : '✗');

export function formatCase(r: CaseScore, verbose: boolean): string[] {
  const head = `${mark(r.title)}T ${mark(r.ingredients)}I ${mark(r.steps)}S ${mark(r.components)}C ${mark(r.servings)}V ${mark(r.pan)}P lost ${r.lost.length}/${r.lines}${r.twice.length ? ` twice ${r.twice.length}` : ''}${r.missing ? ` MISSING${r.error ? ` (${String(r.error).slice(0, 80)})` : ''}` : ''}  ${r.case}`;
  const lines = [head];
  if (verbose && !r.missing) {
    for (const [k, v] of Object.entries(r.diff)) lines.push(`    ${k}: ${JSON.stringify(v)}`);
    for (const l of r.lost.slice(0, 5)) lines.push(`    lost: ${l}`);
    for (const l of r.twice.slice(0, 3)) lines.push(`    twice: ${l}`);
  }
  return lines;
}

/** The closing lines score.mjs prints: per repository, baking/other, named components, pans, all. */
export function formatReport(results: readonly CaseScore[]): string[] {
  const all = summarisePastes(results);
  const out: string[] = [''];
  const groups = new Map<string, CaseScore[]>();
  for (const r of results) groups.set(r.repo, [...(groups.get(r.repo) ?? []), r]);
  for (const [repo, rs] of [...groups].sort())
    out.push(
      `  ${repo.padEnd(36)} cases ${String(rs.length).padStart(3)}: ${formatSummary(summarisePastes(rs))}`,
    );
  if (results.some((r) => r.baking !== null)) {
    const b = results.filter((r) => r.baking);
    const nb = results.filter((r) => r.baking === false);
    out.push(
      `  ${'baking/pastry'.padEnd(36)} cases ${String(b.length).padStart(3)}: ${formatSummary(summarisePastes(b))}`,
    );
    out.push(
      `  ${'other'.padEnd(36)} cases ${String(nb.length).padStart(3)}: ${formatSummary(summarisePastes(nb))}`,
    );
  }
  const named = results.filter((r) => r.named);
  out.push(
    `  ${'with named components'.padEnd(36)} cases ${String(named.length).padStart(3)}: ${formatSummary(summarisePastes(named))}`,
  );
  out.push(
    `pan ${pct(all.pan, all.panOf)} (of ${all.panOf}), pans where none is named: ${all.panExtra}; lines shown twice: ${all.twiceLines} in ${all.twiceCases} cases; missing drafts: ${all.missing}`,
  );
  out.push(`cases ${all.n}: ${formatSummary(all)}`);
  return out;
}
