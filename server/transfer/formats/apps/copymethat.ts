import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { attr, findElements, type HtmlElement, parseHtml } from '#server/import/page/html-dom.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { ratingLine } from '../foreign-fields';
import { type ForeignRecipe, labelled } from '../foreign-recipe';
import { byClass, byId, hasClass, recipeChunks, textOfElement } from '../html-parts';
import type { FindImage, TextFormat } from '../text-format';

/**
 * Copy Me That's export: one recipes.html with a div.recipe per recipe (its fields by id: name,
 * original_link, recipeYield, recipeIngredients, recipeInstructions, recipeNotes; tags as
 * span.recipeCategory; the photo as img.recipeImage into images/), as Mealie's and Tandoor's
 * importers read it. The page names its writer in <meta name="copymethat_class_id_version">.
 */
export const copyMeThat: TextFormat = {
  label: 'Copy Me That',
  detect: (head) => /<meta[^>]+name\s*=\s*["']copymethat_/i.test(head),
  read(file, findImage) {
    return recipeChunks(file.text, RECIPE_OPENING).flatMap((chunk) =>
      findElements(parseHtml(chunk), (element) => hasClass(element, 'recipe')).map((recipe) =>
        fromCopyMeThat(recipe, findImage),
      ),
    );
  },
};

const RECIPE_OPENING = /<div\s+class\s*=\s*["']recipe["']/;

/** A list's items under the sub-headings Copy Me That writes between them (…_subheader). */
function groupedList(list: HtmlElement | null, itemClass: string, headingClass: string): LineGroup[] {
  const groups: LineGroup[] = [{ name: '', lines: [] }];
  if (!list) return groups;
  for (const element of findElements(list, (e) => hasClass(e, itemClass) || hasClass(e, headingClass))) {
    const text = textOfElement(element);
    if (!text) continue;
    if (hasClass(element, headingClass)) groups.push({ name: text, lines: [] });
    else groups.at(-1)!.lines.push(text);
  }
  return groups;
}

function fromCopyMeThat(recipe: HtmlElement, findImage: FindImage): ForeignRecipe {
  const link = byId(recipe, 'original_link');
  const image = byClass(recipe, 'recipeImage')[0];
  const servings = textOfElement(byId(recipe, 'recipeYield'));
  const extra = ['made_this', 'starred'].map((id) => textOfElement(byId(recipe, id))).filter(Boolean);
  const rating = textOfElement(byId(recipe, 'ratingValue'));
  return {
    title: textOfElement(byId(recipe, 'name')),
    description: textOfElement(byId(recipe, 'description')),
    ingredientGroups: groupedList(
      byId(recipe, 'recipeIngredients'),
      'recipeIngredient',
      'recipeIngredient_subheader',
    ),
    instructionGroups: groupedList(
      byId(recipe, 'recipeInstructions'),
      'instruction',
      'instruction_subheader',
    ),
    servings: yieldServings(servings),
    keywords: byClass(recipe, 'recipeCategory').map(textOfElement).filter(Boolean),
    notes: [
      ...byClass(recipe, 'recipeNote').map(textOfElement).filter(Boolean),
      ...labelled('Annokset', servings),
      ...ratingLine(rating),
      ...extra,
    ],
    sourceUrl: link ? attr(link, 'href') || textOfElement(link) : null,
    images: image ? findImage(attr(image, 'src')) : [],
  };
}
