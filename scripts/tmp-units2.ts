import { readFileSync } from 'node:fs';
import { normalizeUnit } from '../shared/ingredients';
const counts = new Map<string, Map<string, number>>();
for (const f of ['tastecooking-2024', 'bbc-2017', 'cookstr-2017']) {
  const text = readFileSync(`../shared/corpus/ingredient-lines/${f}.csv`, 'utf8');
  const re = /^(?:"(?:[^"]|"")*"|[^,\n]*),(?:"(?:[^"]|"")*"|[^,\n]*),(?:"(?:[^"]|"")*"|[^,\n]*),("(?:[^"]|"")*"|[^,\n]*)/gm;
  for (const m of text.matchAll(re)) {
    for (const w of m[1]!.replace(/"/g, '').split(/\s+/).filter(Boolean)) {
      if (normalizeUnit(w) || normalizeUnit(w.replace(/s$/, ''))) continue;
      const k = w.toLowerCase();
      if (!counts.has(k)) counts.set(k, new Map());
      counts.get(k)!.set(f, (counts.get(k)!.get(f) ?? 0) + 1);
    }
  }
}
const rows = [...counts].map(([w, m]) => [w, [...m.values()].reduce((a, b) => a + b, 0), [...m].map(([f, n]) => `${f.slice(0, 4)}:${n}`).join(' ')] as const).sort((a, b) => b[1] - a[1]);
console.log(rows.slice(0, 45).map((r) => r.join(' ')).join('\n'));
