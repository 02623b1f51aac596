import { describe, expect, it } from 'vitest';
import { readPage } from '#server/import/pipeline.ts';

const html = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const padding = 'x'.repeat(300);

describe('recipes kept only in the page’s application state', () => {
  it('reads a schema.org Recipe inside Next.js data', () => {
    const state = {
      props: {
        pageProps: {
          padding,
          schema: {
            '@context': 'https://schema.org',
            '@type': 'Recipe',
            name: 'Mustikkapiirakka',
            recipeIngredient: ['150 g voita', '1 dl sokeria'],
            recipeInstructions: [{ '@type': 'HowToStep', text: 'Sekoita.' }],
          },
        },
      },
    };
    const recipe = readPage(
      html(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`),
    );
    expect(recipe.title).toBe('Mustikkapiirakka');
    expect(recipe.ingredients).toEqual(['150 g voita', '1 dl sokeria']);
    expect(recipe.instructions).toEqual(['Sekoita.']);
    expect(recipe.sources.ingredients).toBe('script-state');
  });

  it('reads a recipe-shaped record in a data attribute, its groups and ingredient records included', () => {
    const state = {
      padding,
      recipe: {
        title: 'Korvapuustit',
        serving_size: 24,
        grouped_ingredients: [
          {
            title: 'Taikina',
            ingredients: [
              { amount: 5, unit: { name: 'dl' }, ingredient: { name: 'maitoa' } },
              { amount: 50, unit: 'g', ingredient: 'hiivaa', note: 'murennettuna' },
            ],
          },
        ],
        grouped_instructions: [
          { title: null, instructions: [{ instruction: 'Lämmitä maito.' }, { instruction: 'Leivo.' }] },
        ],
      },
    };
    const attribute = JSON.stringify(state).replaceAll('"', '&quot;');
    const recipe = readPage(
      html('<title>Korvapuustit</title>', `<div id="app" data-page="${attribute}"></div>`),
    );
    expect(recipe.title).toBe('Korvapuustit');
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Taikina', lines: ['5 dl maitoa', '50 g hiivaa, murennettuna'] },
    ]);
    expect(recipe.instructions).toEqual(['Lämmitä maito.', 'Leivo.']);
    expect(recipe.servings).toBe(24);
  });

  it('reads `window.__STATE__ = {…}` and ignores state that holds no recipe', () => {
    const withRecipe = `<script>window.__STATE__ = ${JSON.stringify({ padding, item: { name: 'Pulla', ingredients: ['5 dl maitoa'], steps: ['Leivo.'] } })};</script>`;
    expect(readPage(html(withRecipe)).ingredients).toEqual(['5 dl maitoa']);
    const without = `<script>window.__STATE__ = ${JSON.stringify({ padding, menu: ['a', 'b'] })};</script>`;
    expect(readPage(html(without)).sources.ingredients).toBe('none');
  });
});
