import { ingredientAsWritten } from '#shared/ingredient-text.ts';
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

/** A recipe as one printable, self-contained HTML page (no scripts, no outside resources). */
export function recipePrintPage(recipe: ExportedRecipe): string {
  const named = hasNamedComponents(recipe.components);
  const { components, method } = recipeSections(
    recipe.components,
    recipe.ingredients,
    recipe.instructions,
    recipe.title,
  );
  const body = [
    ...components.map((part) => {
      const heading = named ? `<h2>${escapeHtml(part.title)}</h2>` : '';
      const ingredients =
        part.ingredients.length > 0
          ? `<h3>Ainekset</h3>${list('ul', part.ingredients.map(ingredientAsWritten))}`
          : '';
      const steps = part.instructions.length > 0 ? `<h3>Valmistus</h3>${list('ol', part.instructions)}` : '';
      return `<section>${heading}${ingredients}${steps}</section>`;
    }),
    method ? `<section><h2>${escapeHtml(method.title)}</h2>${list('ol', method.instructions)}</section>` : '',
  ].join('');
  const facts = [
    recipe.servings ? `${recipe.servings} annosta` : null,
    recipe.totalTime > 0 ? `${recipe.totalTime} min` : null,
    recipe.sourceUrl ? `Lähde: ${recipe.sourceUrl}` : null,
  ].filter((fact) => fact !== null);
  return `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><title>${escapeHtml(recipe.title)}</title>
<style>body{font:12pt/1.45 Georgia,serif;max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.8em;margin:0 0 .3em}h2{margin-top:1.2em}h3{font-size:1em;text-transform:uppercase;letter-spacing:.05em}li{margin:.2em 0}.facts{color:#444}section{break-inside:avoid-page}</style>
</head><body><main><h1>${escapeHtml(recipe.title)}</h1>
${facts.length > 0 ? `<p class="facts">${facts.map(escapeHtml).join(' · ')}</p>` : ''}
${recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : ''}
${body}
${recipe.equipment.length > 0 ? `<h2>Välineet</h2>${list('ul', recipe.equipment)}` : ''}
${
  recipe.notes
    ? `<h2>Muistiinpanot</h2>${recipe.notes
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}`
    : ''
}
</main></body></html>
`;
}
