import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { type ForeignRecipe, labelled, names, nutritionLine, textOf } from '../foreign-recipe';
import { markdownText } from '../markdown-text';

type Json = Record<string, unknown>;

/** Tandoor's recipe.json (its export zip: one inner zip per recipe with recipe.json and image). */
export function isTandoor(json: Json): boolean {
  return Array.isArray(json.steps) && 'name' in json && !('@type' in json);
}

/** The line as Tandoor keeps it: original_text, else amount, unit, food and note. */
function ingredientLine(item: Json): string {
  const amount = item.no_amount || Number(item.amount) === 0 ? '' : textOf(item.amount);
  const composed = [
    amount,
    textOf((item.unit as Json | null)?.name),
    textOf((item.food as Json | null)?.name),
  ]
    .filter(Boolean)
    .join(' ');
  const note = textOf(item.note);
  return textOf(item.original_text) || [composed, note].filter(Boolean).join(', ');
}

/** Each step is a component when it has a name; a header ingredient opens a group of its own. */
export function fromTandoor(recipe: Json, images: RecipeImage[]): ForeignRecipe {
  const steps = (recipe.steps as Json[]).filter((step) => step && typeof step === 'object');
  const ingredientGroups: LineGroup[] = [];
  const instructionGroups: LineGroup[] = [];
  const references: string[] = [];
  const links: string[] = [];
  for (const step of steps) {
    const name = textOf(step.name);
    ingredientGroups.push({ name, lines: [] });
    for (const item of Array.isArray(step.ingredients) ? (step.ingredients as Json[]) : []) {
      if (item.is_header)
        ingredientGroups.push({
          name: textOf(item.note) || textOf((item.food as Json | null)?.name),
          lines: [],
        });
      else ingredientGroups.at(-1)!.lines.push(ingredientLine(item));
    }
    // A step's text is Markdown: its headings name groups, a closing "### Source" block goes to the notes.
    const text = markdownText(textOf(step.instruction), name);
    instructionGroups.push(...text.groups);
    references.push(...text.reference);
    links.push(...text.links);
  }
  const working = durationMinutes(recipe.working_time);
  const waiting = durationMinutes(recipe.waiting_time);
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredientGroups,
    instructionGroups,
    servings: yieldServings(recipe.servings),
    prepTime: working,
    totalTime: working + waiting,
    keywords: names(recipe.keywords),
    notes: [
      ...labelled('Annokset', recipe.servings_text),
      ...(waiting > 0 ? labelled('Odotusaika (min)', waiting) : []),
      // Each step's own time, which has no field of ours.
      ...steps.flatMap((step, index) =>
        durationMinutes(step.time) > 0
          ? labelled(`Vaiheen aika (${textOf(step.name) || `vaihe ${index + 1}`}, min)`, step.time)
          : [],
      ),
      ...nutritionLine(recipe.nutrition),
      ...references,
    ],
    sourceUrl: textOf(recipe.source_url) || links[0] || null,
    images,
  };
}
