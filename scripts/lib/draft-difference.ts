/**
 * Where two drafts of the same page differ, field by field, in one line: how the import over HTTP
 * (scripts/eval-import-http.ts) is checked against the in-process reading the accuracy eval measures.
 * Exact comparison: any difference, even of a space, is one the outside measurement would see.
 */
import type { RecipeDraft } from '#shared/recipes/recipe.ts';

type Reading = Pick<
  RecipeDraft,
  | 'title'
  | 'ingredients'
  | 'instructions'
  | 'components'
  | 'servings'
  | 'servingSize'
  | 'preparationTime'
  | 'cookingTime'
  | 'totalTime'
>;

function clip(value: unknown, length = 60): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** The first differing item of two lists, as `field: N vs M; #i got … want …`. */
function listDifference<T>(field: string, got: readonly T[], want: readonly T[]): string | undefined {
  const key = (item: T | undefined) => JSON.stringify(item ?? null);
  const at = got.findIndex((item, i) => key(item) !== key(want[i]));
  if (at < 0 && got.length === want.length) return undefined;
  const i = at < 0 ? got.length : at;
  return `${field}: ${got.length} vs ${want.length}; #${i + 1} got ${clip(got[i] ?? null)} want ${clip(want[i] ?? null)}`;
}

/** Every field that differs, one short reason each; empty when the readings agree. */
export function draftDifferences(got: Reading, want: Reading): string[] {
  const reasons: string[] = [];
  if (got.title !== want.title) reasons.push(`title: got ${clip(got.title)} want ${clip(want.title)}`);
  const lists = [
    listDifference(
      'ingredient lines',
      got.ingredients.map((i) => i.original ?? null),
      want.ingredients.map((i) => i.original ?? null),
    ),
    listDifference(
      'ingredients parsed',
      got.ingredients.map(({ amount, unit, name }) => ({ amount, unit, name })),
      want.ingredients.map(({ amount, unit, name }) => ({ amount, unit, name })),
    ),
    listDifference('instructions', got.instructions, want.instructions),
    listDifference('components', got.components, want.components),
  ];
  reasons.push(...lists.filter((reason) => reason !== undefined));
  for (const field of ['servings', 'servingSize', 'preparationTime', 'cookingTime', 'totalTime'] as const) {
    if (got[field] !== want[field]) reasons.push(`${field}: got ${got[field]} want ${want[field]}`);
  }
  return reasons;
}
