import { attr, findElements, type HtmlElement, parseHtml } from '#server/import/page/html-dom.ts';
import { blockTextLines } from '#server/import/page/html-text.ts';
import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { ratingLine } from '../foreign-fields';
import { type ForeignRecipe, groupedByHeadings, labelled } from '../foreign-recipe';
import { byItemprop, hasClass, recipeChunks, textOfElement } from '../html-parts';
import type { FindImage, TextFormat } from '../text-format';

/**
 * Recipe Keeper's export: recipes.html with a div.recipe-details per recipe whose fields carry
 * schema.org-like itemprops — name, recipeIngredients, recipeDirections and recipeNotes (one <p> a
 * line), recipeCourse spans and recipeCategory metas, prepTime/cookTime (ISO 8601 in <meta content>),
 * recipeYield, recipeSource, recipeRating, recipeNut* and the photo (img.recipe-photo, photo0 …) into
 * images/. Read from the two importers that define it: Mealie's services/migrations/recipekeeper.py
 * and Tandoor's cookbook/integration/recipekeeper.py (no real file is in the corpus).
 */
export const recipeKeeper: TextFormat = {
  label: 'Recipe Keeper',
  detect: (head) => /class\s*=\s*["'][^"']*\brecipe-details\b/i.test(head) && /itemprop\s*=/i.test(head),
  read(file, findImage) {
    return recipeChunks(file.text, RECIPE_OPENING).flatMap((chunk) =>
      findElements(parseHtml(chunk), (element) => hasClass(element, 'recipe-details')).map((recipe) =>
        fromRecipeKeeper(recipe, findImage),
      ),
    );
  },
};

const RECIPE_OPENING = /<div\s+class\s*=\s*["'][^"']*\brecipe-details\b[^"']*["']/;

/** An itemprop's value: a <meta>'s content, else the element's text. */
function values(recipe: HtmlElement, name: string): string[] {
  return byItemprop(recipe, name)
    .map((element) => (element.name === 'meta' ? attr(element, 'content').trim() : textOfElement(element)))
    .filter(Boolean);
}

function first(recipe: HtmlElement, name: string): string {
  return values(recipe, name)[0] ?? '';
}

/** A block's lines, one per paragraph (the app writes each line as a <p>). */
function blockLines(recipe: HtmlElement, name: string): string[] {
  return byItemprop(recipe, name).flatMap((element) => blockTextLines(element));
}

function fromRecipeKeeper(recipe: HtmlElement, findImage: FindImage): ForeignRecipe {
  const source = first(recipe, 'recipeSource');
  const servings = first(recipe, 'recipeYield');
  const rating = first(recipe, 'recipeRating');
  const photos = findElements(
    recipe,
    (element) =>
      element.name === 'img' &&
      (hasClass(element, 'recipe-photo') || /^photo\d*$/.test(attr(element, 'itemprop'))),
  );
  const nutrition = findElements(recipe, (element) => attr(element, 'itemprop').startsWith('recipeNut'))
    .map((element) => {
      const value = element.name === 'meta' ? attr(element, 'content').trim() : textOfElement(element);
      return value ? `${attr(element, 'itemprop').replace(/^recipeNut/, '')} ${value}` : '';
    })
    .filter(Boolean);
  const images = [...new Set(photos.map((photo) => attr(photo, 'src')).filter(Boolean))].flatMap(
    (src, index) => findImage(src).map((image) => ({ ...image, cover: index === 0, position: index })),
  );
  return {
    title: first(recipe, 'name'),
    ingredientGroups: groupedByHeadings(blockLines(recipe, 'recipeIngredients')),
    instructionGroups: [{ name: '', lines: blockLines(recipe, 'recipeDirections') }],
    servings: yieldServings(servings),
    prepTime: durationMinutes(first(recipe, 'prepTime')),
    cookTime: durationMinutes(first(recipe, 'cookTime')),
    categories: values(recipe, 'recipeCategory'),
    keywords: values(recipe, 'recipeCourse'),
    notes: [
      ...blockLines(recipe, 'recipeNotes'),
      ...labelled('Annokset', servings),
      ...ratingLine(rating),
      ...(nutrition.length > 0 ? [`Ravintoarvot: ${nutrition.join(', ')}`] : []),
      ...(/^https?:\/\//i.test(source) ? [] : labelled('Lähde', source)),
    ],
    sourceUrl: /^https?:\/\//i.test(source) ? source : null,
    images,
  };
}
