import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { csvFormat, fieldLines, fieldList } from '../csv-format';
import { ratingLine } from '../foreign-fields';
import { groupedByHeadings, labelled } from '../foreign-recipe';

/**
 * My Recipe Box's CSV export: title, description, preparationTime, cookingTime, inactiveTime,
 * totalTime, quantity, ingredients and instructions (one a line), notes, nutrition ("key : value"
 * lines), favorite, rating, categories and tags (";"-separated), video, source (the recipe's URL) and
 * originalPicture (a URL, kept in the notes), as Mealie's services/migrations/myrecipebox.py reads it.
 */
export const myRecipeBox = csvFormat(
  'My Recipe Box (CSV)',
  ['title', 'ingredients', 'instructions', 'originalPicture'],
  (row) => {
    const nutrition = fieldLines(row.nutrition).join(', ');
    const source = row.source?.trim() ?? '';
    const video = row.video?.trim() ?? '';
    return {
      title: row.title ?? '',
      description: row.description ?? '',
      ingredientGroups: groupedByHeadings(fieldLines(row.ingredients)),
      instructionGroups: [{ name: '', lines: fieldLines(row.instructions) }],
      servings: yieldServings(row.quantity),
      prepTime: durationMinutes(row.preparationTime),
      cookTime: durationMinutes(row.cookingTime),
      totalTime: durationMinutes(row.totalTime),
      categories: fieldList(row.categories, ';'),
      keywords: fieldList(row.tags, ';'),
      notes: [
        ...fieldLines(row.notes),
        ...labelled('Annokset', row.quantity),
        ...(durationMinutes(row.inactiveTime) > 0 ? labelled('Odotusaika (min)', row.inactiveTime) : []),
        ...(nutrition ? [`Ravintoarvot: ${nutrition}`] : []),
        ...ratingLine(row.rating),
        ...(row.favorite === 'true' ? ['Suosikki'] : []),
        ...labelled('Video', video),
        ...(/^https?:\/\//i.test(source) ? [] : labelled('Lähde', source)),
        ...labelled('Kuvan osoite', row.originalPicture),
      ],
      sourceUrl: /^https?:\/\//i.test(source) ? source : null,
      images: [],
    };
  },
);
