/** Reading a written unit: "Tbsp." → 'tbsp', "desilitraa" → 'dl', "T" → 'tbsp', "cups" → 'cup'. */
import { CASED_UNITS, UNIT_TABLE } from './unit-table';

const UNIT_SPELLINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_TABLE).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as const)),
);

/** The unit a written token stands for, or '' when it is not a unit. */
export function normalizeUnit(token: string): string {
  const bare = token.endsWith('.') ? token.slice(0, -1) : token;
  const cased = CASED_UNITS.get(bare);
  if (cased) return cased;
  if (bare.length < 2) return '';
  return UNIT_SPELLINGS.get(bare) ?? UNIT_SPELLINGS.get(bare.toLowerCase().replace(/[\s.]/g, '')) ?? '';
}
