import { csvHeader, csvRecords } from './csv';
import type { ForeignRecipe } from './foreign-recipe';
import { FORMAT_LIMITS, FORMAT_MESSAGES, overLimit } from './format-limits';
import type { TextFormat } from './text-format';

/**
 * An app's CSV export, one recipe a row: recognised by the columns its header names (all of them, in
 * any order), each row read by the app's own reader.
 */
export function csvFormat(
  label: string,
  columns: readonly string[],
  fromRow: (row: Record<string, string>) => ForeignRecipe,
): TextFormat {
  const wanted = columns.map((column) => column.toLowerCase());
  return {
    label,
    detect(head) {
      const header = new Set(csvHeader(head).map((name) => name.toLowerCase()));
      return wanted.every((column) => header.has(column));
    },
    read(file) {
      const { records } = csvRecords(file.text);
      if (records.length > FORMAT_LIMITS.recipesPerFile) overLimit(FORMAT_MESSAGES.tooManyRecipes);
      return records.map(fromRow);
    },
  };
}

/** A field's lines, trimmed, blank ones left out. */
export function fieldLines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A list written in one field ("Allergen-Friendly, Cheap", "Sides;Salad"). */
export function fieldList(value: string | undefined, separator: string | RegExp): string[] {
  return (value ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}
