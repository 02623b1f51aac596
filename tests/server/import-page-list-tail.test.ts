/**
 * What a recipe card sets in its ingredients' container after the list itself — a tip, a brand's badge,
 * a shop's link — read as the recipe's notes, not its lines; and what stays a line: an unmeasured line of
 * the list, a group of its own under a heading, lines each wrapped alone.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { readPageDocument } from '#server/import/pipeline.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body><main>${body}</main></body></html>`;
const read = (body: string) => readPageDocument(parseHtml(page(body)));

describe('what a card sets after its ingredient list', () => {
  it('takes a tip in a block after the list as a note (keukenliefde)', () => {
    const recipe = read(
      '<div class="ingredients"><h2>Ingrediënten</h2><ul><li>300 g macaroni</li><li>1 ui</li>' +
        '<li>Olijfolie om in te bakken</li></ul><div class="entry"><div class="recipe-tip">' +
        '<p>Chilipoeder geeft de saus een heerlijk pitje!</p></div></div></div>',
    );
    expect(recipe.ingredients).toEqual(['300 g macaroni', '1 ui', 'Olijfolie om in te bakken']);
    expect(recipe.notes).toContain('Chilipoeder geeft de saus een heerlijk pitje!');
  });

  it('takes a brand badge and a shop link as notes (bettycrocker, lecker)', () => {
    const badge = read(
      '<div class="recipeIngredients"><ul><li>1 can crescent dough</li><li>3 cups half-and-half</li></ul>' +
        '<div class="recipeBadgeMakeWith"><div class="badgeDetails"><div class="label">Make With</div>' +
        '<div class="text">Pillsbury Crescents</div></div></div></div>',
    );
    expect(badge.ingredients).toEqual(['1 can crescent dough', '3 cups half-and-half']);
    const shop = read(
      '<div class="recipe-ingredients"><div><p><span> 150 g </span><span> Zuckerschoten </span></p>' +
        '<p><span> </span><span> Salz </span></p><p><span> 1 EL </span><span> Sesamsaat </span></p></div>' +
        '<div class="amazon-food-link"><span>Fehlt noch etwas?</span><div>Amazon</div></div></div>',
    );
    expect(shop.ingredients).toEqual(['150 g Zuckerschoten', 'Salz', '1 EL Sesamsaat']);
    expect(shop.notes).toContain('Fehlt noch etwas? Amazon');
  });

  it('keeps an unmeasured list of its own, a heading’s group, and lines wrapped alone', () => {
    const ownList = read(
      '<div class="ingredients"><ul><li>2 eggs</li><li>1 cup milk</li></ul><ul><li>Salt</li></ul></div>',
    );
    expect(ownList.ingredients).toEqual(['2 eggs', '1 cup milk', 'Salt']);
    const wrapped = read(
      '<div class="ingredients"><div class="ingredient"><div><p>2 onions</p></div></div>' +
        '<div class="ingredient"><div><p>4 tbsp butter</p></div></div>' +
        '<div class="ingredient"><div><p>Salt and pepper, to taste</p></div></div></div>',
    );
    expect(wrapped.ingredients).toEqual(['2 onions', '4 tbsp butter', 'Salt and pepper, to taste']);
  });
});
