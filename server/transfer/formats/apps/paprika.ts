import { durationMinutes } from '#server/import/values/duration.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { ratingLine, yieldOf } from '../foreign-fields';
import {
  type ForeignRecipe,
  groupedByHeadings,
  labelled,
  lines,
  names,
  nutritionLine,
  textOf,
} from '../foreign-recipe';

type Json = Record<string, unknown>;

/**
 * One recipe of a .paprikarecipes archive (each entry a gzipped JSON object, as Paprika 3 exports):
 * ingredients and directions are text, one line each; the photo travels as base64 in photo_data.
 */
export function fromPaprika(recipe: Json): ForeignRecipe {
  const images: RecipeImage[] = [];
  if (typeof recipe.photo_data === 'string' && recipe.photo_data) {
    images.push({
      fileName: textOf(recipe.photo) || 'photo.jpg',
      read: async () => Buffer.from(recipe.photo_data as string, 'base64'),
      cover: true,
      position: 0,
    });
  }
  for (const [index, photo] of (Array.isArray(recipe.photos) ? (recipe.photos as Json[]) : []).entries()) {
    if (typeof photo?.data === 'string') {
      images.push({
        fileName: textOf(photo.filename) || `photo-${index + 1}.jpg`,
        read: async () => Buffer.from(photo.data as string, 'base64'),
        cover: false,
        position: images.length,
      });
    }
  }
  const time = (value: unknown) => durationMinutes(textOf(value));
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredientGroups: groupedByHeadings(lines(recipe.ingredients)),
    instructionGroups: [{ name: '', lines: lines(recipe.directions) }],
    servings: yieldOf(recipe.servings).servings,
    prepTime: time(recipe.prep_time),
    cookTime: time(recipe.cook_time),
    totalTime: time(recipe.total_time),
    categories: names(recipe.categories),
    difficulty: textOf(recipe.difficulty),
    notes: [
      ...lines(recipe.notes),
      ...labelled('Annokset', recipe.servings),
      ...labelled('Valmisteluaika', recipe.prep_time),
      ...labelled('Kypsennysaika', recipe.cook_time),
      ...labelled('Kokonaisaika', recipe.total_time),
      ...nutritionLine(recipe.nutritional_info),
      ...labelled('Vaikeus', recipe.difficulty),
      ...ratingLine(recipe.rating),
      ...labelled('Lähde', recipe.source),
      ...labelled('Kuvan osoite', recipe.image_url),
      ...labelled('Luotu Paprikassa', recipe.created),
    ],
    sourceUrl: textOf(recipe.source_url) || null,
    images,
  };
}
