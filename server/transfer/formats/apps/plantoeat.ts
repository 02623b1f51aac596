import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { csvFormat, fieldLines, fieldList } from '../csv-format';
import { ratingLine } from '../foreign-fields';
import { labelled, nutritionLine } from '../foreign-recipe';

// Plan to Eat writes a heading as an ingredient line with an empty amount: ", Heading".
const HEADING_LINE = /^,\s*/;
const NUTRITION_COLUMNS = [
  'Calories',
  'Fat',
  'Saturated Fat',
  'Cholesterol',
  'Sodium',
  'Sugar',
  'Carbohydrate',
  'Fiber',
  'Protein',
] as const;

function ingredientGroups(text: string | undefined): LineGroup[] {
  const groups: LineGroup[] = [{ name: '', lines: [] }];
  for (const line of fieldLines(text)) {
    if (HEADING_LINE.test(line)) groups.push({ name: line.replace(HEADING_LINE, ''), lines: [] });
    else groups.at(-1)!.lines.push(line);
  }
  return groups;
}

/**
 * Plan to Eat's CSV export (in a zip): one row a recipe with Title, Course, Cuisine, Main Ingredient,
 * Ingredients (", Heading" lines between), Directions, Tags, Url, Photo Url and nutrition columns,
 * as Mealie's services/migrations/plantoeat.py reads it. The photo is only a URL, kept in the notes.
 */
export const planToEat = csvFormat(
  'Plan to Eat (CSV)',
  ['Title', 'Ingredients', 'Directions', 'Main Ingredient'],
  (row) => ({
    title: row.Title ?? '',
    description: row.Description ?? '',
    ingredientGroups: ingredientGroups(row.Ingredients),
    instructionGroups: [{ name: '', lines: fieldLines(row.Directions) }],
    servings: yieldServings(row.Servings) ?? yieldServings(row.Yield),
    prepTime: durationMinutes(row['Prep Time']),
    cookTime: durationMinutes(row['Cook Time']),
    totalTime: durationMinutes(row['Total Time']),
    categories: [row.Course, row.Cuisine].filter((value): value is string => Boolean(value?.trim())),
    keywords: [...fieldList(row.Tags, ','), ...fieldList(row['Main Ingredient'], ',')],
    notes: [
      ...labelled('Annokset', row.Servings),
      ...labelled('Määrä', row.Yield),
      ...labelled('Lähde', row.Source),
      ...ratingLine(row.Rating),
      ...nutritionLine(Object.fromEntries(NUTRITION_COLUMNS.map((column) => [column, row[column] ?? '']))),
      ...labelled('Hinta', row.Cost),
      ...labelled('Kuvan osoite', row['Photo Url']),
      ...labelled('Plan to Eat -osoite', row['Public Url']),
      ...labelled('Luotu Plan to Eatissa', row['Created At']),
    ],
    sourceUrl: /^https?:\/\//i.test(row.Url ?? '') ? row.Url! : null,
    images: [],
  }),
);
