/**
 * The offline import: a web page or pasted text → a RecipeDraft, without AI and without network.
 * A page is read from its schema.org Recipe (JSON-LD, then microdata), checked against the lists the
 * page shows, and completed from its main text; pasted text goes to the text parser.
 */

import type { ImportReview } from '#shared/import-review.ts';
import { parseIngredientLine } from '#shared/ingredients.ts';
import {
  DEFAULT_SERVING_SIZE,
  DEFAULT_TITLE,
  type Ingredient,
  LIMITS,
  type RecipeDraft,
} from '#shared/recipes/recipe.ts';
import { findPan } from '#shared/scaling/pans.ts';
import { startsLikeMarkup } from '../egress/markup-signature';
import { classifyRecipe } from './classify/classify';
import { clipText, withinLimits } from './draft-limits';
import {
  type ExtractedRecipe,
  emptyRecipe,
  type ListItem,
  type ListSource,
  withIngredients,
  withInstructions,
} from './extracted-recipe';
import { normalizeWhitespace } from './page/clean-text';
import { type HtmlDocument, parseHtml } from './page/html-dom';
import { pageTextLines, pageTextReaders, pageTextWithAsides } from './page/html-text';
import { chooseIngredientLines } from './page/ingredient-lines';
import { chooseInstructions } from './page/instruction-lines';
import { extractJsonLdRecipe } from './page/jsonld';
import { extractMicrodataRecipe } from './page/microdata';
import { shownServings } from './page/page-facts';
import { type PageMeta, readPageMeta } from './page/page-meta';
import { extractScriptStateRecipe } from './page/script-state';
import { visibleLists } from './page/visible-lists';
import { reconcileGroups } from './reconcile/reconcile-lines';
import { splitAsShown } from './reconcile/split-steps';
import { conserveWords, type RecipeCopies } from './reconcile/word-conservation';
import { alignGroups, componentsFromGroups } from './text/components-from-groups';
import { readHeading } from './text/text-headings';
import { readMetadata } from './text/text-metadata';
import { parseRecipeText } from './text/text-parser';

/** Text that is really an HTML document (a saved page pasted or dropped as a file). */
export function looksLikeHtml(text: string): boolean {
  return startsLikeMarkup(text) || /<script[^>]*type\s*=\s*["']?application\/ld\+json/i.test(text);
}

/** The readable main text of a page, one block per line: what the AI step reads. */
export function pageText(document: HtmlDocument): string {
  return pageTextLines(document).join('\n');
}

/** The rules' draft, with what the chef should check in it and why lines came from where they did. */
export type ReviewedDraft = RecipeDraft & { review: ImportReview };

export function draftFromHtml(html: string, pageUrl: string | null): ReviewedDraft {
  return draftFromDocument(parseHtml(html), pageUrl);
}

export function draftFromDocument(document: HtmlDocument, pageUrl: string | null): ReviewedDraft {
  const recipe = readPageDocument(document);
  return toDraft(recipe, pageUrl ?? recipe.canonicalUrl);
}

/** What a page holds as a recipe, with the page's own address: the draft before its final shaping. */
export function readPage(html: string): PageRecipe {
  return readPageDocument(parseHtml(html));
}

type PageRecipe = ExtractedRecipe & { canonicalUrl: string | null };

export function readPageDocument(document: HtmlDocument): PageRecipe {
  const meta = readPageMeta(document);
  const recipe = recipeFromPage(document, meta);
  if (!recipe.description) recipe.description = meta.description;
  if (recipe.keywords.length === 0) recipe.keywords = meta.keywords;
  return { ...recipe, canonicalUrl: meta.canonicalUrl };
}

/** Structured data first; the lists the page shows and then its main text fill what it lacks. */
function recipeFromPage(document: HtmlDocument, meta: PageMeta): ExtractedRecipe {
  const base = structuredRecipe(document, meta) ?? emptyRecipe();
  const shownIngredients = visibleLists(document, 'ingredients');
  // The page's text costs a walk: read only when a line needs it (and then kept with the page).
  const textLines = () => pageTextLines(document);
  const chosen = chooseIngredientLines(base.ingredientGroups, shownIngredients, base.sources.ingredients);
  // Where the structured data won, each of its lines is taken from the page's more complete copy.
  const ingredients = isStructured(chosen.source)
    ? reconcileGroups(
        chosen.groups,
        [
          ...shownIngredients.map((items) => () => ({ lines: entries(items), text: false })),
          () => ({ lines: textLines(), text: true }),
        ],
        'ingredients',
      )
    : { groups: chosen.groups, notes: [] };
  let recipe = withIngredients(
    {
      ...base,
      title: ownTitle(base.title, meta),
      equipment: [...base.equipment, ...chosen.equipment],
      notes: [base.notes, ...chosen.advice].filter(Boolean).join('\n'),
    },
    ingredients.groups,
    chosen.source,
  );
  const shownSteps = visibleLists(document, 'instructions');
  // The page's text is read once, when a reading needs it: the ingredients a method may repeat above its
  // steps are the text's where no list of them was found, as they will be the draft's.
  let textRecipe: ExtractedRecipe | undefined;
  const fromText = () => (textRecipe ??= recipeFromPageText(document));
  const ingredientLines = recipe.ingredients.length > 0 ? recipe.ingredients : fromText().ingredients;
  const steps = chooseInstructions(recipe.instructionGroups, shownSteps, ingredientLines, recipe.title);
  const stepSource = steps.fromPage ? 'page-lists' : recipe.sources.instructions;
  const reconciledSteps = isStructured(stepSource)
    ? reconcileGroups(
        steps.groups,
        shownSteps.map((items) => () => ({ lines: entries(items), text: false })),
        'instructions',
      )
    : { groups: steps.groups, notes: [] };
  // Steps the data runs together, each taken as the page shows it: apart.
  const apart = isStructured(stepSource)
    ? splitAsShown(
        reconciledSteps.groups,
        shownSteps.map((items) => () => entries(items)),
        textLines,
      )
    : { groups: reconciledSteps.groups, notes: [] };
  recipe = withInstructions(recipe, apart.groups, stepSource);
  recipe.sourceNotes = [
    ...(chosen.notes ?? []),
    ...ingredients.notes,
    ...reconciledSteps.notes,
    ...apart.notes,
  ];
  recipe.notes = [recipe.notes, ...steps.notes].filter(Boolean).join('\n');
  // The structured data is a copy of the recipe even where the page's list won: its words count too.
  recipe.otherCopies = { ingredients: base.ingredients, instructions: base.instructions };
  // A number the page names by its element's class is read before the text's words, which may be a
  // related recipe's.
  recipe.servings ??= shownServings(document);
  const complete =
    recipe.ingredients.length > 0 &&
    recipe.instructions.length > 0 &&
    recipe.servings !== null &&
    recipe.totalTime > 0;
  return complete ? recipe : withTextFallback(recipe, fromText());
}

const isStructured = (source: ListSource) =>
  source === 'json-ld' || source === 'microdata' || source === 'script-state';

/** A shown list's entries, without its headings and the tips set among them. */
const entries = (items: readonly ListItem[]) => items.filter((i) => !i.heading && !i.note).map((i) => i.text);

/**
 * The structured data's title, unless it is only the page's title written out, site's name and all
 * ("Pancakes - My Food Blog"): then the page's own reading of it.
 */
function ownTitle(structured: string, meta: PageMeta): string {
  if (!structured) return meta.title;
  const written = meta.writtenTitles.some((t) => t.toLowerCase() === structured.toLowerCase());
  const dressedUp = structured.length > meta.title.length && structured.includes(meta.title);
  return written && dressedUp ? meta.title : structured;
}

/**
 * The recipe in the page's text: its main region's, or the whole page's when the main one has none,
 * or — when neither shows ingredients — the whole page's with its sidebars, if they hold them. What a
 * reading lacks (servings, times) the readings before it fill: a recipe card's facts may stand in the
 * main region while its ingredients are found only in the whole page.
 */
function recipeFromPageText(document: HtmlDocument): ExtractedRecipe {
  let found: ExtractedRecipe | null = null;
  const readings = [...pageTextReaders(document), () => pageTextWithAsides(document)];
  for (const lines of readings) {
    const read = parseRecipeText(lines().join('\n'), { fromPage: true });
    if (read.ingredients.length > 0) return found ? withTextFallback(read, found) : read;
    found = found ? withTextFallback(found, read) : read;
  }
  return found ?? emptyRecipe();
}

/**
 * schema.org data (JSON-LD, then microdata) with ingredients, else the recipe in the page's application
 * state, else whatever schema.org data there is.
 */
function structuredRecipe(document: HtmlDocument, meta: PageMeta): ExtractedRecipe | null {
  const schema = extractJsonLdRecipe(document, [meta.title]) ?? extractMicrodataRecipe(document);
  if (schema && schema.ingredients.length > 0) return schema;
  return extractScriptStateRecipe(document, [meta.title]) ?? schema;
}

/** What the page's main text says fills only the fields the structured reading left empty. */
function withTextFallback(recipe: ExtractedRecipe, text: ExtractedRecipe): ExtractedRecipe {
  const prepTime = recipe.prepTime || text.prepTime;
  const cookTime = recipe.cookTime || text.cookTime;
  let filled: ExtractedRecipe = {
    ...recipe,
    title: recipe.title || text.title,
    description: recipe.description || text.description,
    servings: recipe.servings ?? text.servings,
    prepTime,
    cookTime,
    totalTime: recipe.totalTime || text.totalTime || prepTime + cookTime,
  };
  if (filled.ingredients.length === 0) {
    filled = withIngredients(filled, text.ingredientGroups, 'page-text');
    // What the text's reader set aside inside the list goes with it: its words are owed.
    filled.setAside = text.setAside;
  }
  if (filled.instructions.length === 0) {
    // The text's notes are what its method set aside: taken with its steps, so no words are lost.
    filled = withInstructions(filled, text.instructionGroups, 'page-text');
    filled.notes = [filled.notes, text.notes].filter(Boolean).join('\n');
  }
  return filled;
}

/** Pasted text: a saved page is read as a page, anything else as a recipe written as text. */
export function draftFromText(text: string): ReviewedDraft {
  return looksLikeHtml(text) ? draftFromHtml(text, null) : draftFromRecipeText(text);
}

export function draftFromRecipeText(text: string, sourceUrl: string | null = null): ReviewedDraft {
  // Every line of a paste is the recipe's: its words reach the draft, whatever reading took them.
  return toDraft(parseRecipeText(text), sourceUrl, { elsewhere: text.split(/\r?\n/) });
}

/** A line the readers take as structure: a section's heading, a yield or a time. */
function readAsStructure(line: string): boolean {
  const heading = readHeading(line.trim());
  if (heading && heading.rest === '' && heading.group === '') return true;
  return readMetadata(line.trim(), emptyRecipe());
}

// "1 I vettä", "1,5 I maitoa": a scanned or typed capital I where the litre's l stood, between an amount
// and a lowercase word. The line's text stays as written; only its reading takes the litre.
const OCR_LITRE = /^(\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?)\s*I\s+(?=\p{Ll})/u;

function withOcrLitre(line: string): string {
  return line.replace(OCR_LITRE, '$1 l ');
}

function toIngredient(line: string): Ingredient {
  const original = clipText(normalizeWhitespace(line));
  const { amount, unit, name } = parseIngredientLine(withOcrLitre(original));
  // The save rules drop nameless ingredients; a line that is all quantity ("2 cups") keeps its words.
  return { amount, unit, name: name || original, original };
}

/**
 * The draft within the limits recipes.create enforces, so saving an import never fails on size. It is
 * fitted before anything reads it: a 10 MB paste must not cost seconds in parsing or classification.
 */
export function toDraft(
  recipe: ExtractedRecipe,
  sourceUrl: string | null,
  more: Pick<RecipeCopies, 'elsewhere'> = {},
): ReviewedDraft {
  // Group headings become component names, not lines.
  const grouped = componentsFromGroups(
    alignGroups(recipe.ingredientGroups, recipe.ingredients),
    alignGroups(recipe.instructionGroups, recipe.instructions),
  );
  const fitted = withinLimits({
    title: recipe.title,
    description: recipe.description,
    ...UNCLASSIFIED,
    // Only the lines the draft can keep are parsed.
    ingredients: grouped.ingredients.slice(0, LIMITS.ingredients).map(toIngredient),
    instructions: grouped.instructions,
    components: grouped.components,
    preparationTime: recipe.prepTime,
    cookingTime: recipe.cookTime,
    totalTime: recipe.totalTime || recipe.prepTime + recipe.cookTime,
    servingSize: recipe.servings ? Math.max(1, Math.round(recipe.servings)) : DEFAULT_SERVING_SIZE,
    servings: recipe.servings,
    pan: null,
    equipment: recipe.equipment,
    notes: recipe.notes,
    sourceUrl,
  });
  const { draft, check } = conserveWords(fitted, { ...copiesOf(recipe), ...more, readAsStructure });
  const classification = classifyRecipe({
    ...recipe,
    title: draft.title,
    description: draft.description,
    ingredients: draft.ingredients.map((i) => i.original ?? i.name),
    instructions: draft.instructions,
    notes: draft.notes,
    equipment: draft.equipment,
  });
  return {
    ...draft,
    title: draft.title || DEFAULT_TITLE,
    category: classification.category,
    subcategory: classification.subcategory,
    difficulty: classification.difficulty,
    aiGeneratedTags: classification.tags,
    pan: findPan([draft.title, draft.description, ...draft.instructions, draft.notes].join('\n')),
    review: { check, sourceNotes: recipe.sourceNotes ?? [] },
  };
}

/** The recipe's lines in every copy read: those chosen, their groups' names, and the other copies'. */
function copiesOf(recipe: ExtractedRecipe): RecipeCopies {
  const names = (groups: ExtractedRecipe['ingredientGroups']) => groups.map((g) => g.name).filter(Boolean);
  return {
    ingredients: [
      ...recipe.ingredients,
      ...names(recipe.ingredientGroups),
      ...(recipe.otherCopies?.ingredients ?? []),
    ],
    instructions: [
      ...recipe.instructions,
      ...names(recipe.instructionGroups),
      ...(recipe.otherCopies?.instructions ?? []),
    ],
    // Lines the draft's lists set aside: one whose words went nowhere joins the notes.
    elsewhere: recipe.setAside ?? [],
  };
}

/** What classification fills in. */
const UNCLASSIFIED = { category: '', subcategory: '', difficulty: '', aiGeneratedTags: [] };
