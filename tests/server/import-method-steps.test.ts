/** What a page's method shows besides its steps: icons drawn from words, a cut-short feed, ingredient reminders. */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { draftFromHtml, pageText, readPage } from '#server/import/pipeline.ts';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Test</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (fields: object) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Test',
    ...fields,
  })}</script>`;
const icon = (name: string) =>
  `<span aria-hidden="true" class="material-icons-outlined icon-small">${name}</span>`;

describe('icons drawn from a word', () => {
  it('leaves an icon font’s glyph names out of the page’s text and lists', () => {
    const html = page(
      '',
      `<main><p>${icon('access_time')} 45 min</p><p><span aria-hidden="true">thumb_up_alt</span> 98%</p>
       <div class="instructions"><p>Simmer the stock. <span class="material-symbols-rounded">lightbulb</span>
       Skim it now and then.</p><p>Strain it.</p></div></main>`,
    );
    const text = pageText(parseHtml(html));
    expect(text).not.toMatch(/access_time|thumb_up_alt|lightbulb/);
    expect(text).toContain('45 min');
    expect(readPage(html).instructions).toEqual(['Simmer the stock. Skim it now and then.', 'Strain it.']);
  });

  it('keeps words that are hidden from screen readers only because they are written for them elsewhere', () => {
    const html = page(
      '',
      '<main><div class="instructions"><p>Bake for 10 <span aria-hidden="true">mins</span>' +
        '<span class="sr-only">minutes</span>.</p><p>Let it cool.</p></div></main>',
    );
    expect(readPage(html).instructions[0]).toBe('Bake for 10 mins.');
  });
});

describe('a number in an element of its own', () => {
  it('stays apart from the word after it, but an ordinal’s ending stays joined', () => {
    const html = page(
      '',
      '<main><p><mark class="num">1</mark>Cut the meat into pieces.</p>' +
        '<p><mark class="num">2</mark><strong>SAUCE</strong>: whisk the cream.</p>' +
        '<p>On the <b>1</b>st day, rest it.</p></main>',
    );
    expect(pageText(parseHtml(html)).split('\n')).toEqual([
      '1 Cut the meat into pieces.',
      '2 SAUCE: whisk the cream.',
      'On the 1st day, rest it.',
    ]);
  });
});

describe('a method set between photos, in parts', () => {
  const photo = '<figure><img src="/p.jpg" alt=""></figure><p>&nbsp;</p>';
  const step = (text: string) => `<ul><li>${text}</li></ul>${photo}`;
  const html = page(
    '',
    '<main><h1>Country loaf</h1><p>Makes 2 loaves</p>' +
      '<p>Ingredients for the starter</p><ul><li>100 g rye flour</li><li>100 g water</li>' +
      '<li>5 g yeast</li></ul>' +
      photo +
      step('Mix the flour and the water,') +
      step('cover and leave overnight.') +
      '<p>Ingredients for the dough</p><ul><li>500 g wheat flour</li><li>350 g water</li>' +
      '<li>10 g salt</li></ul>' +
      step('Add the flour and the water to the starter.') +
      step('Knead for 10 minutes, adding the salt.') +
      step('Shape two loaves and bake them at 230 °C for 40 minutes.') +
      '<p>Share this article</p></main>',
  );

  it('reads lists with only photos between them as one list in the page’s text', () => {
    const lines = pageText(parseHtml(html)).split('\n');
    const first = lines.indexOf('Mix the flour and the water,');
    expect(lines.slice(first, first + 3)).toEqual([
      'Mix the flour and the water,',
      'cover and leave overnight.',
      '',
    ]);
  });

  it('goes on with the method after the ingredient list of its next part', () => {
    const recipe = readPage(html);
    expect(recipe.instructions).toEqual([
      'Mix the flour and the water, cover and leave overnight.',
      'Add the flour and the water to the starter.',
      'Knead for 10 minutes, adding the salt.',
      'Shape two loaves and bake them at 230 °C for 40 minutes.',
    ]);
    expect(recipe.ingredients).toContain('10 g salt');
  });
});

describe('a numbered step’s heading among a page’s lines', () => {
  it('is the heading of the steps under it, not an ingredient line', () => {
    const html = page(
      '',
      '<main><h1>Veal piccata</h1><p>Serves 2</p><ul><li>15 g parmesan</li><li>1 egg</li>' +
        '<li>1 tbsp flour</li></ul><p><mark class="n">1</mark><strong>THE BATTER</strong>:</p>' +
        '<p>Grate the parmesan finely.</p><p>Mix it with the egg and the flour.</p>' +
        '<p><mark class="n">2</mark>Fry the veal in the batter until golden.</p></main>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['15 g parmesan', '1 egg', '1 tbsp flour']);
    expect(recipe.instructionGroups[0]?.name).toBe('1 THE BATTER:');
    expect(recipe.instructions).toContain('Grate the parmesan finely.');
  });
});

describe('structured steps cut short', () => {
  const method = (steps: string[]) =>
    `<div class="recipe-method">${steps.map((s, i) => `<div class="step"><span>${i + 1}</span><p>${s}</p></div>`).join('')}</div>`;
  const shown = [
    'Melt the butter.',
    'Whisk in the flour.',
    'Pour in the milk, whisking.',
    'Season with nutmeg.',
    'Simmer for 5 minutes.',
  ];

  it('takes the page’s method when the data holds only its first steps, word for word', () => {
    const html = page(
      jsonLd({ recipeIngredient: ['50 g butter'], recipeInstructions: shown.slice(0, 2) }),
      method(shown),
    );
    const recipe = readPage(html);
    expect(recipe.instructions).toEqual(shown);
    expect(recipe.sources.instructions).toBe('page-lists');
  });

  it('keeps the data’s steps when they are not the page’s first ones, or the page shows few more', () => {
    const other = page(
      jsonLd({
        recipeIngredient: ['50 g butter'],
        recipeInstructions: ['Melt the butter.', 'Add the sugar.'],
      }),
      method(shown),
    );
    expect(readPage(other).instructions).toEqual(['Melt the butter.', 'Add the sugar.']);
    const few = page(
      jsonLd({ recipeIngredient: ['50 g butter'], recipeInstructions: shown.slice(0, 3) }),
      method(shown),
    );
    expect(readPage(few).instructions).toEqual(shown.slice(0, 3));
  });
});

describe('a method that repeats each step’s ingredients', () => {
  const ingredients = ['4 stalks celery', '2 carrots', '1 lemon', 'salt', '1 chicken', '500 ml cream'];
  const items = (rows: string[]) =>
    `<div class="instructions">${rows.map((r) => `<p>${r}</p>`).join('')}</div>`;

  it('leaves out a row that only names the next step’s ingredients', () => {
    const html = page(
      jsonLd({ recipeIngredient: ingredients }),
      items([
        '4 stalks celery, 2 Carrots, salt',
        'Chop the vegetables and put them in a pot of water.',
        '1 chicken',
        'Poach the chicken in the stock.',
        '0,5 lemons, salt',
        'Season with lemon juice and salt.',
      ]),
    );
    expect(draftFromHtml(html, null).instructions).toEqual([
      'Chop the vegetables and put them in a pot of water.',
      'Poach the chicken in the stock.',
      'Season with lemon juice and salt.',
    ]);
  });

  it('keeps ingredient lines the method lists itself, and rows with words the ingredients lack', () => {
    const method = [
      'Poach the chicken.',
      'For the sauce:',
      '500 ml cream',
      '1 lemon',
      'Reduce the cream and add the lemon juice.',
      '2 carrots, thinly sliced',
      'Serve with the carrots.',
    ];
    const html = page(jsonLd({ recipeIngredient: ingredients }), items(method));
    expect(draftFromHtml(html, null).instructions).toEqual(method);
  });

  it('knows the rows by the ingredients the page’s text lists, where no list of them is named', () => {
    // dagelijksekost without its data: the ingredients only in the text, the method in a named list.
    const html = page(
      '',
      `<main><h1>Vegetable soup</h1><h2>Ingredients</h2>${ingredients.map((i) => `<p>${i}</p>`).join('')}
       ${items(['4 stalks celery, 2 Carrots, salt', 'Chop the vegetables and put them in a pot of water.'])}</main>`,
    );
    const recipe = readPage(html);
    expect(recipe.sources).toEqual({ ingredients: 'page-text', instructions: 'page-lists' });
    expect(recipe.instructions).toEqual(['Chop the vegetables and put them in a pot of water.']);
  });
});
