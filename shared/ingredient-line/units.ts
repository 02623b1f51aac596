/** Reading a written unit: "Tbsp." → 'tbsp', "desilitraa" → 'dl', "T" → 'tbsp', "c. à s." → 'c. à s.'. */
import { anyOf } from '../text/regex';
import { BRACKETED_PLURAL_ENDINGS, CASED_UNITS, UNIT_TABLE } from './unit-table';

/** A spelling as it is looked up: lowercase, without dots and spaces ("c. à s." → "càs"). */
function lookupKey(spelling: string): string {
  return spelling.toLowerCase().replace(/[\s.]/g, '');
}

const UNIT_SPELLINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_TABLE).flatMap(([unit, spellings]) =>
    spellings.flatMap((s) => [[s, unit] as const, [lookupKey(s), unit] as const]),
  ),
);

/** Spellings of several words ("c à s", "cuillère à soupe"): the patterns must read them as one token. */
export const UNIT_PHRASES: readonly string[] = Object.values(UNIT_TABLE)
  .flat()
  .filter((s) => s.includes(' '));

/** A plural written in brackets: "pièce(s)", "Zehe(n)". */
export const BRACKETED_PLURAL = String.raw`\(${anyOf(BRACKETED_PLURAL_ENDINGS)}\)`;
const BRACKETED_PLURAL_AT_END = new RegExp(`${BRACKETED_PLURAL}$`);

/** The unit a written token stands for, or '' when it is not a unit. */
export function normalizeUnit(token: string): string {
  const bare = (token.endsWith('.') ? token.slice(0, -1) : token).replace(BRACKETED_PLURAL_AT_END, '');
  const cased = CASED_UNITS.get(bare);
  if (cased) return cased;
  if (bare.length < 2) return '';
  return UNIT_SPELLINGS.get(bare) ?? UNIT_SPELLINGS.get(lookupKey(bare)) ?? '';
}
