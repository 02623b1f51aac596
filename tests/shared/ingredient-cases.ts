/**
 * One expected reading of an ingredient line, written as a table row:
 * [line, amount, unit, name, words the note must contain].
 */
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/ingredients.ts';

export type IngredientCase = readonly [
  line: string,
  amount: number,
  unit: string,
  name: string,
  noteHas?: readonly string[],
];

export function expectReading([line, amount, unit, name, noteHas = []]: IngredientCase): void {
  const parsed = parseIngredientLine(line);
  expect({ amount: parsed.amount, unit: parsed.unit, name: parsed.name }).toEqual({
    amount: expect.closeTo(amount, 5),
    unit,
    name,
  });
  for (const words of noteHas) expect(parsed.note).toContain(words);
}

/** A describe block with one test per row. */
export function describeReadings(title: string, cases: readonly IngredientCase[]): void {
  describe(title, () => {
    it.each(cases.map((row) => [row[0], row] as const))('%s', (_line, row) => expectReading(row));
  });
}
