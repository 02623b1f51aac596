import { type MessageRef, message } from '#shared/messages/message-ref.ts';
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
  tooManyRecipes: message('report.file.tooManyRecipes', { count: FORMAT_LIMITS.recipesPerFile }),
  tooManyColumns: message('report.file.tooManyColumns', { count: FORMAT_LIMITS.csvColumns }),
  fieldTooLong: message('report.file.fieldTooLong'),
  frontMatterTooLong: message('report.file.frontMatterTooLong'),
  unclosedQuote: message('report.file.unclosedQuote'),
} as const;

export function overLimit(text: MessageRef): never {
  throw new ItemError(text);
}
