import { ingredientAsWritten } from '#shared/ingredient-text.ts';
import type { Language } from '#shared/messages/format.ts';
import { translate } from '#shared/messages/translate.ts';
import { hasNamedComponents, recipeSections } from '#shared/recipes/components.ts';
import type { ExportedRecipe } from '../archive/backup-format';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const list = (tag: 'ul' | 'ol', items: readonly string[]) =>
  items.length > 0 ? `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>` : '';

/**
 * A recipe as one printable, self-contained HTML page (no scripts, no outside resources), framed in
 * the language the chef's interface shows (the recipe's own words stay as she wrote them).
 */
export function recipePrintPage(recipe: ExportedRecipe, language: Language = 'en'): string {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(language, key, params);
  const named = hasNamedComponents(recipe.components);
  const { components, method } = recipeSections(recipe, t('recipes.instructions'));
  const body = [
    ...components.map((part) => {
      const heading = named ? `<h2>${escapeHtml(part.title)}</h2>` : '';
      const ingredients =
        part.ingredients.length > 0
          ? `<h3>${t('recipes.ingredients')}</h3>${list('ul', part.ingredients.map(ingredientAsWritten))}`
          : '';
      const steps =
        part.instructions.length > 0 ? `<h3>${t('recipes.steps')}</h3>${list('ol', part.instructions)}` : '';
      return `<section>${heading}${ingredients}${steps}</section>`;
    }),
    method ? `<section><h2>${escapeHtml(method.title)}</h2>${list('ol', method.instructions)}</section>` : '',
  ].join('');
  const facts = [
    recipe.servings ? t('print.servings', { count: recipe.servings }) : null,
    recipe.totalTime > 0 ? t('recipes.minutes', { count: recipe.totalTime }) : null,
    recipe.sourceUrl ? t('print.source', { url: recipe.sourceUrl }) : null,
  ].filter((fact) => fact !== null);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(recipe.title)}</title>
<style>body{font:12pt/1.45 Georgia,serif;max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.8em;margin:0 0 .3em}h2{margin-top:1.2em}h3{font-size:1em;text-transform:uppercase;letter-spacing:.05em}li{margin:.2em 0}.facts{color:#444}section{break-inside:avoid-page}</style>
</head><body><main><h1>${escapeHtml(recipe.title)}</h1>
${facts.length > 0 ? `<p class="facts">${facts.map(escapeHtml).join(' · ')}</p>` : ''}
${recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : ''}
${body}
${recipe.equipment.length > 0 ? `<h2>${t('print.equipment')}</h2>${list('ul', recipe.equipment)}` : ''}
${
  recipe.notes
    ? `<h2>${t('recipes.notes')}</h2>${recipe.notes
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}`
    : ''
}
</main></body></html>
`;
}
