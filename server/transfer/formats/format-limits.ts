import { ItemError } from '../imported-recipe';

/**
 * What one uploaded text file (a CSV, a Copy Me That page, a .cook file) may hold. Uploaded files are
 * hostile: every reader counts as it goes and stops with a message instead of growing without bound.
 */
export const FORMAT_LIMITS = {
  /** Recipes in one file (a CSV's rows, a Copy Me That or MealMaster file's recipes). */
  recipesPerFile: 10_000,
  /** Columns of one CSV row. */
  csvColumns: 500,
  /** Characters of one CSV field, one front-matter value, one line of a recipe. */
  fieldChars: 1_000_000,
  /** Lines of front matter (Chowdown, Cooklang). */
  frontMatterLines: 5_000,
} as const;

export const FORMAT_MESSAGES = {
  tooManyRecipes: `Tiedostossa on yli ${FORMAT_LIMITS.recipesPerFile} reseptiä.`,
  tooManyColumns: `CSV-tiedoston rivillä on yli ${FORMAT_LIMITS.csvColumns} saraketta.`,
  fieldTooLong: 'Tiedostossa on liian pitkä kenttä.',
  frontMatterTooLong: 'Tiedoston alun metatiedot ovat liian pitkät.',
  unclosedQuote: 'CSV-tiedostossa on lainausmerkki, jota ei suljeta.',
} as const;

export function overLimit(message: string): never {
  throw new ItemError(message);
}
