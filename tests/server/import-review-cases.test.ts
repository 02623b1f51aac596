/**
 * Made-up pages and pastes for rules that must hold in general, not only on the corpus: a rule that gains
 * a corpus page must not lose words or steps on the pages below.
 */
import { describe, expect, it } from 'vitest';
import { decodeBody, parseContentType } from '#server/egress/safe-fetch-body.ts';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { pageTextCandidates } from '#server/import/page/html-text.ts';
import { isAdvice } from '#server/import/page/ingredient-lines.ts';
import { draftFromText, readPage } from '#server/import/pipeline.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body>${body}</body></html>`;

const textPage = (method: string) =>
  page(
    '<article><h1>Lentil soup</h1><h2>Ingredients</h2><p>200 g red lentils<br>1 onion<br>1 l water</p>' +
      `<h2>Method</h2>${method}</article>`,
  );

describe('where the method of a page’s text ends', () => {
  it('keeps the text under a bare "Step 3" line', () => {
    const recipe = readPage(
      textPage(
        '<p>Step 1</p><p>Chop the onion.</p><p>Step 2</p><p>Fry it in a pot.</p><p>Step 3</p>' +
          '<p>Add the lentils and water and simmer for 20 minutes.</p>',
      ),
    );
    expect(recipe.instructions).toEqual([
      'Chop the onion.',
      'Fry it in a pot.',
      'Add the lentils and water and simmer for 20 minutes.',
    ]);
  });

  it('keeps every paragraph of the last numbered section', () => {
    const recipe = readPage(
      textPage(
        '<p>1. The onion:</p><p>Chop the onion finely.</p><p>2. The soup:</p><p>Fry the onion in a pot.</p>' +
          '<p>Add the lentils and water and simmer.</p>',
      ),
    );
    expect(recipe.instructions).toContain('Fry the onion in a pot.');
    expect(recipe.instructions).toContain('Add the lentils and water and simmer.');
  });

  it('keeps a closing step without a number, and sends a line that is no sentence to the notes', () => {
    const recipe = readPage(
      textPage('<p>1. Fry the onion.</p><p>2. Add the lentils and water.</p><p>Serve hot with bread.</p>'),
    );
    expect(recipe.instructions.at(-1)).toBe('Serve hot with bread.');
    const credited = readPage(
      textPage('<p>1. Fry the onion.</p><p>2. Add the lentils and water.</p><p>Photo by Anna Berg</p>'),
    );
    expect(credited.instructions).toEqual(['1. Fry the onion.', '2. Add the lentils and water.']);
    expect(credited.notes).toContain('Photo by Anna Berg');
  });

  it('starts a pasted step at a bare "Vaihe 2" line', () => {
    const draft = draftFromText(
      'Puuro\n\nAinekset\n2 dl kauraa\n4 dl vettä\n\nValmistus\nVaihe 1\nKiehauta vesi.\nVaihe 2\nLisää kaura.',
    );
    expect(draft.instructions).toEqual(['Kiehauta vesi.', 'Lisää kaura.']);
  });
});

describe('a list item of several blocks', () => {
  it('reads each paragraph of a list item as a step of its own', () => {
    const html = page(
      '<ol class="instructions"><li><p>Whisk the eggs and sugar.</p><p>Fold in the flour.</p>' +
        '<p>Bake for 25 minutes.</p></li><li><p>Let it cool.</p></li></ol>',
    );
    expect(readPage(html).instructions).toEqual([
      'Whisk the eggs and sugar.',
      'Fold in the flour.',
      'Bake for 25 minutes.',
      'Let it cool.',
    ]);
  });

  it('joins a list item whose first block is its label', () => {
    const html = page(
      '<ol class="instructions"><li><h3>Step 1</h3><p>Whisk the eggs.</p></li>' +
        '<li><h3>Step 2</h3><p>Fold in the flour.</p></li></ol>',
    );
    expect(readPage(html).instructions).toEqual(['Step 1 Whisk the eggs.', 'Step 2 Fold in the flour.']);
  });
});

describe('another section’s heading inside a page’s step list', () => {
  it('keeps the steps under a notes heading at the top of the method', () => {
    const html = page(
      '<div class="recipe-method"><h4>Make ahead</h4><p>Whisk the eggs and sugar.</p><p>Fold in the flour.</p></div>',
    );
    expect(readPage(html).instructions).toEqual(['Whisk the eggs and sugar.', 'Fold in the flour.']);
  });

  it('sends a tip to the notes and keeps the numbered steps after it', () => {
    const html = page(
      '<div class="recipe-method"><p>1. Whisk the eggs and sugar.</p><h4>Tips</h4>' +
        '<p>Room-temperature eggs whisk faster.</p><p>2. Fold in the flour.</p><p>3. Bake for 25 minutes.</p></div>',
    );
    const recipe = readPage(html);
    expect(recipe.instructions).toEqual([
      '1. Whisk the eggs and sugar.',
      '2. Fold in the flour.',
      '3. Bake for 25 minutes.',
    ]);
    expect(recipe.notes).toContain('Room-temperature eggs whisk faster.');
  });
});

describe('a question that closes a page’s step list', () => {
  it('keeps a last step written as a question, and sends a question to the reader to the notes', () => {
    const steps = '<li>Whisk the eggs.</li><li>Bake for 25 minutes. Why not serve it warm?</li>';
    expect(readPage(page(`<ol class="instructions">${steps}</ol>`)).instructions).toEqual([
      'Whisk the eggs.',
      'Bake for 25 minutes. Why not serve it warm?',
    ]);
    const asked = readPage(
      page(
        `<ol class="instructions"><li>Whisk the eggs.</li><li>Bake.</li><li>Why not serve it warm?</li></ol>`,
      ),
    );
    expect(asked.instructions).toEqual(['Whisk the eggs.', 'Bake.', 'Why not serve it warm?']);
    const reader = readPage(page(`<ol class="instructions">${steps}<li>Did you make this recipe?</li></ol>`));
    expect(reader.instructions).toHaveLength(2);
    expect(reader.notes).toContain('Did you make this recipe?');
  });
});

describe('advice among the ingredients', () => {
  it('is a sentence that opens with a short clause, but not an ingredient described after its name', () => {
    for (const advice of [
      'If desired, sprinkle the cake with a little more icing sugar.',
      'Note, the dough will be sticky at first but comes together.',
      'Optional, but highly recommended for a richer flavour.',
    ])
      expect(isAdvice(advice), advice).toBe(true);
    for (const line of [
      'Shrimp, peeled, as much as you like.',
      'Fresh basil, for garnish, a small handful or more.',
    ])
      expect(isAdvice(line), line).toBe(false);
  });
});

describe('a pasted Finnish recipe without headings', () => {
  it('keeps bulleted steps that start with a time among the steps', () => {
    const draft = draftFromText(
      'Lihakeitto\n500 g naudanlihaa\n4 porkkanaa\n1,5 l vettä\nKeitä liha vedessä kypsäksi.\n' +
        '- 30 minuutin kuluttua lisää porkkanat\n- 5 min ennen loppua mausta suolalla',
    );
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '500 g naudanlihaa',
      '4 porkkanaa',
      '1,5 l vettä',
    ]);
    expect(draft.instructions).toEqual([
      'Keitä liha vedessä kypsäksi.',
      '30 minuutin kuluttua lisää porkkanat',
      '5 min ennen loppua mausta suolalla',
    ]);
  });

  it('keeps the last lines of the method even when they are no sentences', () => {
    const draft = draftFromText(
      'Pulla\n\nPehmeä pulla kahvin kanssa.\n\n5 dl maitoa\n50 g hiivaa\n2 dl sokeria\n15 dl vehnäjauhoja\n' +
        'Lämmitä maito ja liuota hiiva siihen.\nLisää sokeri ja jauhot ja vaivaa taikina.\n' +
        'Leivo 200 asteessa 10 min\nVoitele munalla',
    );
    expect(draft.instructions.slice(-2)).toEqual(['Leivo 200 asteessa 10 min', 'Voitele munalla']);
  });
});

describe('recipe properties marked without an item around them', () => {
  it('reads only the recipe’s own properties, not a stray name or description of the site', () => {
    const html =
      '<!doctype html><html><head><title>Plum cake — My Food Blog</title></head><body>' +
      '<nav><span itemprop="name">My Food Blog</span></nav><h1>Plum cake</h1>' +
      '<p>Serves <span itemprop="recipeYield">8</span></p>' +
      '<h2>Ingredients</h2><ul><li>500 g plums</li><li>200 g flour</li></ul>' +
      '<h2>Method</h2><ol><li>Halve the plums.</li><li>Bake for 40 minutes.</li></ol>' +
      '<footer><p itemprop="description">All recipes on this site are tested by me.</p></footer></body></html>';
    const recipe = readPage(html);
    expect(recipe.title).not.toBe('My Food Blog');
    expect(recipe.description).not.toBe('All recipes on this site are tested by me.');
    expect(recipe.servings).toBe(8);
  });
});

describe('a number set apart at the start of a step', () => {
  it('is the list’s numbering only when it is the step’s place in the list', () => {
    const html = page(
      '<div class="instructions"><p><strong>2</strong> eggs are whisked with the sugar until pale.</p>' +
        '<p><strong>2</strong> Fold in the flour.</p></div>',
    );
    expect(readPage(html).instructions).toEqual([
      '2 eggs are whisked with the sugar until pale.',
      'Fold in the flour.',
    ]);
  });
});

describe('structured steps', () => {
  it('are not the links of an ItemList whose items are addresses', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Plum cake',
      recipeIngredient: ['500 g plums', '200 g flour'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Halve the plums.' },
        { '@type': 'HowToStep', text: 'Bake for 40 minutes.' },
        {
          '@type': 'ItemList',
          itemListElement: [{ '@type': 'ListItem', position: 1, item: 'https://example.com/plum-jam' }],
        },
      ],
    };
    const html = page(`<script type="application/ld+json">${JSON.stringify(data)}</script>`);
    expect(readPage(html).instructions).toEqual(['Halve the plums.', 'Bake for 40 minutes.']);
  });
});

describe('the encoding a page states in its markup', () => {
  it('is read from a <meta> tag, and a page of unclosed <meta tags decodes as its bytes say', () => {
    const latin = (head: string) => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from([0xe4])]);
    const html = parseContentType('text/html');
    expect(decodeBody(latin('<meta name="x" content="y" charset="windows-1252">'), html)).toMatch(/ä$/);
    // 60 KB of "<meta " before one byte that is no UTF-8: the bounded pattern reads it in linear time.
    expect(decodeBody(latin('<meta '.repeat(10_000)), html)).toMatch(/^<meta /);
  });
});

describe('a step-named container that wraps the ingredients too', () => {
  it('collects its own steps from a plain list beside the ingredients', () => {
    const html = page(
      '<div class="recipe-steps"><div class="ingredients"><ul><li>2 eggs</li><li>100 g sugar</li></ul></div>' +
        '<ol><li>Beat the eggs with the sugar.</li><li>Bake 20 minutes.</li></ol></div>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eggs', '100 g sugar']);
    expect(recipe.instructions).toEqual(['Beat the eggs with the sugar.', 'Bake 20 minutes.']);
  });
});

describe('the third session’s rules, held to ordinary pages (review)', () => {
  const jsonLd = (ingredients: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Pasta',
      recipeIngredient: ingredients,
      recipeInstructions: ['Cook the pasta.'],
    })}</script>`;
  const list = (items: string[]) =>
    `<ul class="ingredients">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

  it('keeps an ingredient whose energy it notes in brackets: only a line that leads with it is nutrition', () => {
    const lines = ['200 g pasta', '1 tbsp olive oil (119 kcal)', '1 can tomatoes (70 cal)'];
    expect(readPage(page(jsonLd(lines) + list(lines))).ingredients).toEqual(lines);
    expect(readPage(page(list([...lines, '312,8 Calorie per porzione']))).ingredients).toEqual(lines);
  });

  it('keeps a bold last line that structured data lists as an ingredient; without data its words go to the notes', () => {
    const lines = ['200 g pasta', '100 g cheese', 'Fresh basil, to serve'];
    const shown = list(['200 g pasta', '100 g cheese', '<strong>Fresh basil, to serve</strong>']);
    expect(readPage(page(jsonLd(lines) + shown)).ingredients).toEqual(lines);
    const pageOnly = readPage(page(`${shown}<ol class="instructions"><li>Cook the pasta.</li></ol>`));
    expect(pageOnly.ingredients).toEqual(['200 g pasta', '100 g cheese']);
    expect(pageOnly.notes).toBe('Fresh basil, to serve');
  });

  it('does not take a related recipe’s card, or one in the navigation, for the title', () => {
    const related = readPage(
      '<html><head><title>Lemon Drizzle Cake | Crumb</title></head><body><main><article>' +
        `<h1>Lemon Drizzle Cake</h1>${list(['2 lemons'])}</article><div class="related">` +
        '<h3 class="recipe-title">Lemon Curd Tart</h3></div></main></body></html>',
    );
    expect(related.title).toBe('Lemon Drizzle Cake');
    const nav = readPage(
      '<html><head><title>Chocolate Cake | Crumb</title></head><body><nav><h4 class="recipe-title">' +
        `Chocolate Chip Cookies</h4></nav><main><h1>Chocolate Cake</h1>${list(['2 eggs'])}</main></body></html>`,
    );
    expect(nav.title).toBe('Chocolate Cake');
  });

  it('does not join a list beside its copy in other units, as it joins a list set in columns', () => {
    const html = page(
      '<div class="ingredients-us"><ul><li>1 cup flour</li><li>1/2 cup sugar</li><li>2 eggs</li></ul></div>' +
        '<div class="ingredients-metric"><ul><li>120 g flour</li><li>100 g sugar</li><li>2 eggs</li></ul></div>' +
        '<ol class="instructions"><li>Mix all.</li></ol>',
    );
    expect(readPage(html).ingredients).toEqual(['1 cup flour', '1/2 cup sugar', '2 eggs']);
  });

  it('keeps a short step before a method list as a step, not the list’s name', () => {
    const html = page(
      `${list(['2 eggs'])}<div class="recipe-instructions"><p>Preheat the oven to 200°C</p>` +
        '<ol><li>Beat the eggs.</li><li>Bake for 20 minutes.</li></ol></div>',
    );
    expect(readPage(html).instructions).toEqual([
      'Preheat the oven to 200°C',
      'Beat the eggs.',
      'Bake for 20 minutes.',
    ]);
  });

  it('reads "1 lemon, juiced:" in a paste as an ingredient, and keeps a numbered label with no steps as a note', () => {
    const juiced = draftFromText('Lemonade\n\nIngredients\n1 lemon, juiced:\n4 lemons:\n1 cup sugar');
    expect(juiced.ingredients.map((i) => i.original)).toEqual([
      '1 lemon, juiced:',
      '4 lemons:',
      '1 cup sugar',
    ]);
    const label = draftFromText('Lemonade\n\nIngredients\n1 Lemon Syrup:\n1 cup sugar\n1 cup water');
    expect(label.notes).toBe('1 Lemon Syrup:');
  });

  it('reads a long line quickly enough to answer, and still finds a row of facts in a short one', () => {
    const long = draftFromText(`Soup\n\nMix it. ${'x'.repeat(40_000)} now.\n\n1 dl water\n\nCook.`);
    expect(long.ingredients.map((i) => i.original)).toEqual(['1 dl water']);
    const facts = draftFromText(
      'Soup\nPrep Time: 5 minutes Cook Time: 15 minutes Servings: 5\n\n1 dl water\n\nCook.',
    );
    expect([facts.servings, facts.totalTime]).toEqual([5, 20]);
  });

  it('does not read a site banner in a page-wide <section> as content', () => {
    const html = page(
      '<section class="page-wrap"><header class="site-header"><p>The Crumble Kitchen</p></header>' +
        `<main><h1>Soup</h1>${list(['1 l water'])}</main></section>`,
    );
    expect(pageTextCandidates(parseHtml(html))[0]).not.toContain('The Crumble Kitchen');
    expect(pageTextCandidates(parseHtml(html))[1]).not.toContain('The Crumble Kitchen');
  });
});
