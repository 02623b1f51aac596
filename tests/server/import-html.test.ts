import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { pageTextCandidates } from '#server/import/page/html-text.ts';
import { draftFromHtml, draftFromText, looksLikeHtml, pageText, readPage } from '#server/import/pipeline.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (recipe: object) => `<script type="application/ld+json">${JSON.stringify(recipe)}</script>`;
const recipe = (fields: object) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Test',
  ...fields,
});

describe('draftFromHtml: JSON-LD', () => {
  const draft = draftFromHtml(fixture('jsonld-graph.html'), null);

  it('finds the Recipe inside @graph with an @type list, and cleans entities and tags from its name', () => {
    // The soft hyphen (&shy;), a browser's hint where the word may break, goes: the word reads and is
    // searched whole.
    expect(draft.title).toBe('Kinuski&vadelmajuustokakku');
    expect(draft.description).toBe('Kermainen juustokakku vadelmilla.');
  });

  it('keeps each ingredient line as written, whitespace and entities normalised, and parses it', () => {
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '200 g digestive-keksejä',
      '75 g voita, sulatettuna',
      '400 g tuorejuustoa',
      '1 ½ dl sokeria',
      '2 dl vadelmia (pakaste käy)',
    ]);
    expect(draft.ingredients[1]).toEqual({
      amount: 75,
      unit: 'g',
      name: 'voita',
      original: '75 g voita, sulatettuna',
    });
    expect(draft.ingredients[3]).toMatchObject({ amount: 1.5, unit: 'dl', name: 'sokeria' });
  });

  it('makes HowToSections components: the section name names them, the steps follow; a step name only when it adds something', () => {
    expect(draft.instructions).toEqual([
      'Murskaa keksit ja sekoita sulatettuun voihin.',
      'Painele seos vuoan pohjalle.',
      'Sekoita tuorejuusto ja sokeri.',
      'Lisää vadelmat ja kaada pohjan päälle.',
      'Jäähdytä',
      'Anna kakun jähmettyä yön yli.',
    ]);
    // The ingredients are not grouped on this page: they come first, as a component of their own.
    expect(draft.components).toEqual([
      { name: '', ingredientCount: 5, instructionCount: 0 },
      { name: 'Pohja', ingredientCount: 0, instructionCount: 2 },
      { name: 'Täyte', ingredientCount: 0, instructionCount: 4 },
    ]);
  });

  it('reads ISO 8601 durations, the yield list, keywords and the canonical address', () => {
    expect(draft.preparationTime).toBe(45);
    expect(draft.cookingTime).toBe(60);
    expect(draft.totalTime).toBe(105);
    expect(draft.servings).toBe(12);
    expect(draft.servingSize).toBe(12);
    // Rule tags come from the recipe's own words, not the page's keywords (its title or site sections).
    expect(draft.aiGeneratedTags).toEqual(['vadelma', 'juustokakku', 'kinuski', 'jälkiruoka', 'kylmä']);
    expect(draft.sourceUrl).toBe('https://example.test/reseptit/vadelmajuustokakku');
    expect(draft.category).toBe('sweet');
    expect(draft.subcategory).toBe('Cheesecakes');
  });

  it('prefers the address it was given over the canonical one', () => {
    expect(draftFromHtml(fixture('jsonld-graph.html'), 'https://other.test/r').sourceUrl).toBe(
      'https://other.test/r',
    );
  });

  it.each([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    ['Makes 12 cookies', 12],
    ['Serves 4-6', 4],
    ['Serves four', 4],
    ['Makes twelve muffins', 12],
    ['half a batch', null],
    ['a big bowl', null],
  ])('reads recipeYield %j as %j servings', (recipeYield, servings) => {
    const html = page(
      jsonLd(recipe({ recipeYield, recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' })),
    );
    expect(draftFromHtml(html, null).servings).toBe(servings);
  });

  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT45S', 1],
    ['PT2H', 120],
    ['P1DT2H', 1560],
    ['25 minutes', 25],
    ['1 hour 15 mins', 75],
    ['nonsense', 0],
  ])('reads totalTime %j as %d minutes', (totalTime, minutes) => {
    const html = page(
      jsonLd(recipe({ totalTime, recipeIngredient: ['1 egg'], recipeInstructions: ['Boil.'] })),
    );
    expect(draftFromHtml(html, null).totalTime).toBe(minutes);
  });

  it('adds prep and cook time when the total is missing', () => {
    const html = page(jsonLd(recipe({ prepTime: 'PT10M', cookTime: 'PT25M', recipeIngredient: ['1 egg'] })));
    expect(draftFromHtml(html, null).totalTime).toBe(35);
  });

  it('splits one instruction text into its lines and its glued paragraphs, dropping one-word labels', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: ['1 egg'],
          recipeInstructions: 'Preparation: Beat the egg.Heat the pan.\n\nFry until set. Serve.',
        }),
      ),
    );
    expect(draftFromHtml(html, null).instructions).toEqual([
      'Beat the egg.',
      'Heat the pan.',
      'Fry until set. Serve.',
    ]);
  });

  it('keeps one list item as one step even when it holds line breaks', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: ['1 egg'],
          recipeInstructions: ['Beat the egg.\r\nTip: use a fork.', 'Fry.'],
        }),
      ),
    );
    expect(draftFromHtml(html, null).instructions).toEqual(['Beat the egg. Tip: use a fork.', 'Fry.']);
  });

  it('reads JSON-LD with raw line breaks inside strings', () => {
    const html = page('<script type="application/ld+json">{"@type":"Recipe","name":"Line\nbreak"}</script>');
    expect(draftFromHtml(html, null).title).toBe('Line break');
  });

  it('reads a raw line break inside one instruction text as the end of a step', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],' +
        '"recipeInstructions":"Toast the bread.\nButter it."}</script>',
    );
    expect(draftFromHtml(html, null).instructions).toEqual(['Toast the bread.', 'Butter it.']);
  });

  it.each([
    ['// <![CDATA[', '// ]]>'],
    ['/* <![CDATA[ */', '/* ]]> */'],
    ['<!--', '-->'],
  ])('reads JSON-LD wrapped in %s … %s', (open, close) => {
    const body = JSON.stringify(recipe({ name: 'Wrapped', recipeYield: '4 servings' }));
    const html = page(`<script type="application/ld+json">\n${open}\n${body}\n${close}\n</script>`);
    expect(draftFromHtml(html, null)).toMatchObject({ title: 'Wrapped', servings: 4 });
  });

  it.each([
    [
      'an ItemList of ListItems',
      {
        '@type': 'ItemList',
        description: 'How to make it',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Mix.' } },
          { '@type': 'ListItem', position: 2, item: { '@type': 'HowToStep', text: 'Bake.' } },
        ],
      },
    ],
    [
      'HowToSteps with their words in the description',
      [
        { '@type': 'HowToStep', description: 'Mix.' },
        { '@type': 'HowToStep', description: 'Bake.' },
      ],
    ],
  ])('reads the steps of %s', (_, recipeInstructions) => {
    const html = page(jsonLd(recipe({ recipeIngredient: ['1 egg'], recipeInstructions })));
    expect(draftFromHtml(html, null).instructions).toEqual(['Mix.', 'Bake.']);
  });

  it('of several recipes picks the one the page title names', () => {
    const html = page(
      `<meta property="og:title" content="Huevos Rancheros">${jsonLd({
        '@graph': [
          recipe({
            name: 'Salsa',
            recipeIngredient: ['4 tomatoes', '1 onion', '1 chile'],
            recipeInstructions: ['Blend.'],
          }),
          recipe({ name: 'Huevos Rancheros', recipeIngredient: ['2 eggs'], recipeInstructions: ['Fry.'] }),
        ],
      })}`,
    );
    expect(draftFromHtml(html, null).title).toBe('Huevos Rancheros');
  });

  it('joins a quantity the data split from its ingredient', () => {
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['2', 'bay leaves', '1 onion'], recipeInstructions: ['Cook.'] })),
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual(['2 bay leaves', '1 onion']);
  });

  it('drops group headings from the ingredient list', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: ['For the dough:', '2 cups flour', 'FILLING', '1 cup jam'],
          recipeInstructions: ['Bake.'],
        }),
      ),
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual([
      '2 cups flour',
      '1 cup jam',
    ]);
  });
});

describe('draftFromHtml: structured data against the list the page shows', () => {
  const card = (items: string) =>
    `<div class="recipe-ingredients"><h3>Ingredients</h3><ul>${items}</ul></div>`;

  it('takes the page text when only the way numbers are written differs', () => {
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['1/2 cup sugar', '5 tsp ginger'], recipeInstructions: ['Mix.'] })),
      card('<li>½ cup sugar</li><li>1.5 tsp ginger</li>'),
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual([
      '½ cup sugar',
      '1.5 tsp ginger',
    ]);
  });

  it('keeps the structured text when the page adds words', () => {
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['1/4 cup cream'], recipeInstructions: ['Mix.'] })),
      card('<li>¼ cup (60 ml) cream</li>'),
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual(['1/4 cup cream']);
  });

  it('moves what the page lists under an equipment heading to the equipment', () => {
    const html = page(
      jsonLd(
        recipe({ recipeIngredient: ['2 eggs', '1 cup milk', 'Baking Pan'], recipeInstructions: ['Mix.'] }),
      ),
      `<div class="wprm-recipe-ingredients-container"><ul><li>2 eggs</li><li>1 cup milk</li></ul>
       <h4 class="wprm-recipe-group-name">Equipment Needed</h4><ul><li>Baking Pan</li></ul></div>`,
    );
    const draft = draftFromHtml(html, null);
    expect(draft.ingredients.map((i) => i.original)).toEqual(['2 eggs', '1 cup milk']);
    expect(draft.equipment).toEqual(['Baking Pan']);
  });

  it('knows the equipment heading in German, French and Italian (rewe, marmiton, hellofresh)', () => {
    for (const heading of ['Utensilien', 'Ustensiles', 'Utensili']) {
      const html = page(
        '',
        `<div class="ingredients"><h3>Zutaten</h3><ul><li>800 g Gnocchi</li><li>2 Möhren</li></ul>
         <h4>${heading}</h4><ul><li>Sparschäler, Hobel</li></ul></div>`,
      );
      const draft = draftFromHtml(html, null);
      expect(draft.ingredients.map((i) => i.original)).toEqual(['800 g Gnocchi', '2 Möhren']);
      expect(draft.equipment).toEqual(['Sparschäler, Hobel']);
    }
  });

  it('reads a line set out in parts (amount, unit and name in elements of their own) as one line', () => {
    const row = (amount: string, name: string) =>
      `<div class="recipe-ingredient"><div class="amount">${amount}</div><div class="label">${name}</div></div>`;
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['popping corn', 'oil'], recipeInstructions: ['Pop.'] })),
      `<div class="ingredients-calculator">${row('½ cup', 'popping corn')}${row('2 tbsp', 'oil')}</div>`,
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual([
      '½ cup popping corn',
      '2 tbsp oil',
    ]);
  });

  it('reads parts with the name first and a unit in another language', () => {
    const row = (name: string, amount: string) =>
      `<div class="ingredients-item"><p class="name">${name}</p><p class="quantity">${amount}</p></div>`;
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['ziemniaki', 'jajka'], recipeInstructions: ['Gotuj.'] })),
      `<div class="recipe-ingredients">${row('ziemniaki', '1 kilogram')}${row('jajka', '2 sztuki')}</div>`,
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual([
      'ziemniaki 1 kilogram',
      'jajka 2 sztuki',
    ]);
  });

  it('takes the page lists when the structured data ran their lines together', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: ['2 eggs, 1 cup milk, 200 g flour'],
          recipeInstructions: 'Whisk the eggs and the milk. Fold in the flour. Bake for 20 minutes.',
        }),
      ),
      `<ul class="ingredients"><li>2 eggs</li><li>1 cup milk</li><li>200 g flour</li></ul>
       <ol class="instructions"><li>Whisk the eggs and the milk.</li><li>Fold in the flour.</li>
       <li>Bake for 20 minutes.</li></ol>`,
    );
    const draft = draftFromHtml(html, null);
    expect(draft.ingredients.map((i) => i.original)).toEqual(['2 eggs', '1 cup milk', '200 g flour']);
    expect(draft.instructions).toEqual([
      'Whisk the eggs and the milk.',
      'Fold in the flour.',
      'Bake for 20 minutes.',
    ]);
  });

  it('reads a page without structured data: its list ends where the site’s blocks begin, labels name groups', () => {
    const html = `<!doctype html><html><body><h1>Tuna melt</h1>
      <h2>Ingredients list for the tuna melt</h2>
      <h4>Produce</h4><ul><li>1 small red onion</li><li>2 celery stalks</li></ul>
      <h4>Pantry</h4><ul><li>2 cans tuna</li><li>2 tablespoons mayonnaise</li></ul>
      <p>Photo credit: © Example</p>
      <h2>Directions</h2><ol><li>Chop the onion and the celery finely.</li><li>Mix everything with the tuna.</li></ol>
      </body></html>`;
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual([
      '1 small red onion',
      '2 celery stalks',
      '2 cans tuna',
      '2 tablespoons mayonnaise',
    ]);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual([
      'Ingredients list for the tuna melt Produce',
      'Pantry',
    ]);
    expect(recipe.instructions).toEqual([
      'Chop the onion and the celery finely.',
      'Mix everything with the tuna.',
    ]);
  });

  it('takes the page list when the data ran its lines together, its sentences of advice included', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: [
            '2 eggsPrawns, peeled, as many as you like.Use the freshest eggs you can find at the market.',
          ],
        }),
      ),
      `<ul class="ingredients"><li>2 eggs</li><li>Prawns, peeled, as many as you like.</li>
       <li>Use the freshest eggs you can find at the market.</li></ul>`,
    );
    const draft = draftFromHtml(html, null);
    // A name before a comma is an ingredient with its notes; a whole sentence of advice goes to the notes.
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '2 eggs',
      'Prawns, peeled, as many as you like.',
    ]);
    expect(draft.notes).toBe('Use the freshest eggs you can find at the market.');
  });

  it('takes the page list when the structured lines lack their quantities', () => {
    const html = page(
      jsonLd(recipe({ recipeIngredient: ['flour', 'baking soda'], recipeInstructions: ['Mix.'] })),
      `<table class="table-ingredients"><tr><td>1 ½</td><td>cups</td><td>flour</td><td>*</td></tr>
       <tr><td>1</td><td>teaspoon</td><td>baking soda</td></tr></table>`,
    );
    expect(draftFromHtml(html, null).ingredients.map((i) => i.original)).toEqual([
      '1 ½ cups flour',
      '1 teaspoon baking soda',
    ]);
  });

  it('keeps the data’s lines whose quantity is a fraction sign, where the page adds notes (amazingribs)', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeIngredient: [
            '6 pound brisket point',
            '¼ cup beef rub',
            '¼ cup barbecue sauce',
            '¼ cup broth',
          ],
          recipeInstructions: ['Smoke.'],
        }),
      ),
      `<ul class="ingredients"><li>6 pound brisket point USDA Choice grade or higher</li>
       <li>¼ cup beef rub (alternatively, use our bottled rub)</li><li>¼ cup barbecue sauce</li>
       <li>¼ cup broth</li></ul>`,
    );
    const read = readPage(html);
    expect([read.sources.ingredients, read.ingredients[0]]).toEqual(['json-ld', '6 pound brisket point']);
  });
});

describe('draftFromHtml: microdata', () => {
  const draft = draftFromHtml(fixture('microdata.html'), null);

  it('reads the item properties of the Recipe and not of items nested in it', () => {
    expect(draft.title).toBe('Chocolate Ganache');
    expect(draft.description).toBe('A glossy ganache for cakes and truffles.');
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '8 oz bittersweet chocolate, finely chopped',
      '1 cup heavy cream',
      '1 tbsp unsalted butter (optional)',
    ]);
    expect(draft.ingredients[0]).toMatchObject({ amount: 8, unit: 'oz', name: 'bittersweet chocolate' });
  });

  it('splits an instructions element into its steps and reads meta values', () => {
    expect(draft.instructions).toEqual([
      'Place the chocolate in a heatproof bowl.',
      'Bring the cream just to a simmer and pour it over the chocolate.',
      'Let stand 5 minutes, then stir until smooth. Stir in the butter.',
    ]);
    expect(draft.servings).toBe(2);
    expect(draft.totalTime).toBe(20);
    expect(draft.category).toBe('sweet');
    expect(draft.subcategory).toBe('Ganaches');
  });

  it('reads data-vocabulary.org, which named the lines "ingredient" and the steps "instructions"', () => {
    const html = page(
      '<title>Scones</title>',
      '<div itemscope itemtype="http://data-vocabulary.org/Recipe"><h1 itemprop="name">Scones</h1>' +
        '<ul><li itemprop="ingredient">2 cups flour</li></ul>' +
        '<ol itemprop="instructions"><li>Rub in the butter.</li><li>Bake.</li></ol></div>',
    );
    expect(draftFromHtml(html, null)).toMatchObject({
      ingredients: [{ original: '2 cups flour' }],
      instructions: ['Rub in the butter.', 'Bake.'],
    });
  });

  it('reads recipe properties that a page marks without the Recipe item around them', () => {
    const html = page(
      '<title>Crêpes</title>',
      '<article><h1>Crêpes</h1><h3 itemprop="recipeYield">Pour 6 personnes :</h3><ul>' +
        '<li itemprop="ingredients">250 g de farine</li><li itemprop="ingredients">4 œufs</li></ul>' +
        '<div itemprop="recipeInstructions"><p>Mélanger la farine et les œufs.</p><p>Cuire.</p></div></article>',
    );
    expect(draftFromHtml(html, null)).toMatchObject({
      servings: 6,
      ingredients: [{ original: '250 g de farine' }, { original: '4 œufs' }],
      instructions: ['Mélanger la farine et les œufs.', 'Cuire.'],
    });
    expect(readPage(html).sources).toEqual({ ingredients: 'microdata', instructions: 'microdata' });
  });
});

describe('draftFromHtml: a page without structured data', () => {
  const draft = draftFromHtml(fixture('plain-page.html'), 'https://blog.test/piirakat');

  it('reads the title, the ingredient lists and the method the page shows', () => {
    expect(draft.title).toBe('Isoäidin karjalanpiirakat');
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '2 dl vettä',
      '1 tl suolaa',
      '5 dl ruisjauhoja',
      '1 l maitoa',
      '2,5 dl puuroriisiä',
    ]);
    expect(draft.instructions).toHaveLength(3);
    expect(draft.instructions[0]).toBe('Keitä riisipuuro maitoon ja anna jäähtyä.');
  });

  it('finds servings and time in the text, and classifies the pastry as salty', () => {
    expect(draft.servings).toBe(20);
    expect(draft.totalTime).toBe(120);
    expect(draft.category).toBe('salty');
    expect(draft.sourceUrl).toBe('https://blog.test/piirakat');
  });

  it('falls back to the page title and fills every field', () => {
    const empty = draftFromHtml(page('<title>Nothing here | Site</title>'), null);
    expect(empty).toEqual({
      title: 'Nothing here',
      description: '',
      category: 'salty',
      subcategory: 'Mixed recipes salty',
      ingredients: [],
      instructions: [],
      components: [],
      preparationTime: 0,
      cookingTime: 0,
      totalTime: 0,
      servingSize: 4,
      servings: null,
      pan: null,
      difficulty: 'easy',
      equipment: [],
      notes: '',
      aiGeneratedTags: ['savoury', 'easy', 'nothing'],
      sourceUrl: null,
      review: { check: [], sourceNotes: [] },
    });
  });
});

describe('draftFromHtml: a recipe whose facts sit in a sidebar', () => {
  it('reads the ingredients, servings and times from an <aside> when the main text has none', () => {
    const html = page(
      '<title>Cheese toastie</title>',
      '<main><h1>Cheese toastie</h1><p><b>Method</b></p><ol><li>Heat a sandwich press.</li>' +
        '<li>Fill the bread and press until golden.</li></ol></main>' +
        '<aside class="sidebar"><p><b>Serves:</b><br>2</p><p><b>Prep Time:</b><br>5 minutes</p>' +
        '<p><b>Cook Time:</b><br>5 minutes</p><h2>Ingredients</h2><ul><li>4 slices bread</li>' +
        '<li>2 slices cheddar</li></ul></aside>',
    );
    expect(draftFromHtml(html, null)).toMatchObject({
      ingredients: [{ original: '4 slices bread' }, { original: '2 slices cheddar' }],
      instructions: ['Heat a sandwich press.', 'Fill the bread and press until golden.'],
      servings: 2,
      totalTime: 10,
    });
  });
});

describe('draftFromHtml: a recipe card with a header of its own', () => {
  it('reads the yield and times in the card’s <header>, which is the card’s and not the page’s banner', () => {
    const html = page(
      '<title>Plum cake</title>',
      '<header class="site"><p>Serves: 100 readers</p></header><main><article><h1>Plum cake</h1>' +
        '<div class="card"><header><h2>Plum cake</h2><p><span>Yield</span> <span>8 servings</span></p>' +
        '<p><span>Total Time</span> <span>1 hour</span></p></header>' +
        '<p>Ingredients</p><ul><li>4 plums</li><li>200 g flour</li></ul>' +
        '<p>Method</p><ol><li>Mix.</li><li>Bake.</li></ol></div></article></main>',
    );
    expect(draftFromHtml(html, null)).toMatchObject({ servings: 8, totalTime: 60 });
  });

  it('reads the content inside a wrapper whose class names its sidebar too', () => {
    const html = page(
      '<title>Plum cake</title>',
      '<div class="content-sidebar-wrap"><main><h1>Plum cake</h1><p>Yield: 8 servings</p></main>' +
        '<aside class="sidebar"><p>Popular posts</p></aside></div>',
    );
    const [main, body] = pageTextCandidates(parseHtml(html));
    expect(main).toContain('Yield: 8 servings');
    expect(body).toContain('Yield: 8 servings');
    expect(body).not.toContain('Popular posts');
  });
});

describe('draftFromHtml: limits', () => {
  it('keeps the draft within what recipes.create accepts', () => {
    const steps = Array.from({ length: 150 }, (_, i) => `Step ${i + 1}: stir ${'well '.repeat(2000)}`);
    const html = page(
      jsonLd(recipe({ name: 'x'.repeat(300), recipeIngredient: ['1 egg'], recipeInstructions: steps })),
    );
    const draft = draftFromHtml(html, `https://example.test/${'a'.repeat(3000)}`);
    expect(draft.title).toHaveLength(LIMITS.title);
    expect(draft.instructions).toHaveLength(LIMITS.instructions);
    expect(Math.max(...draft.instructions.map((s) => s.length))).toBeLessThanOrEqual(LIMITS.text);
    expect(draft.sourceUrl).toBeNull();
  });
});

describe('draftFromHtml: the method in a page without structured data', () => {
  it('ends the steps where the step list ends, not at the credits after it', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<main><h2>Ingredients</h2><ul><li>1 banana</li><li>100 g flour</li></ul>' +
        '<h2>Method</h2><ol><li>Mash the banana.</li><li>Stir in the flour.</li></ol>' +
        '<p>From Tesco Real Food</p><p>A note about the carbon footprint of breakfast, in a sentence.</p></main>',
    );
    expect(draftFromHtml(html, null).instructions).toEqual(['Mash the banana.', 'Stir in the flour.']);
  });

  it('keeps the numbers a page types before its steps, and ends with the last numbered step', () => {
    const html = page(
      '<title>Flatbread</title>',
      '<main><h2>Ingredients</h2><ul><li>300 g flour</li><li>200 ml water</li></ul><h2>Method</h2>' +
        '<p>1. Mix the flour and water.</p><p>2. Knead for 5 minutes and</p><p>let it rest.</p>' +
        '<p>3. Bake on a hot stone.</p><p>Photo credit: a friend</p><p>Share this recipe</p></main>',
    );
    expect(draftFromHtml(html, null).instructions).toEqual([
      '1. Mix the flour and water.',
      '2. Knead for 5 minutes and let it rest.',
      '3. Bake on a hot stone.',
    ]);
  });

  it('keeps a whole paragraph after a numbered step as a step of its own', () => {
    const html = page(
      '<title>Soup</title>',
      '<main><h2>Ingredients</h2><ul><li>1 kg pumpkin</li><li>1 l stock</li></ul><h2>Method</h2>' +
        '<p>1. Cook the pumpkin in the stock.</p><p>Stir now and then.</p><p>2. Blend until smooth.</p></main>',
    );
    expect(draftFromHtml(html, null).instructions).toEqual([
      '1. Cook the pumpkin in the stock.',
      'Stir now and then.',
      '2. Blend until smooth.',
    ]);
  });

  it('keeps the numbers typed in a page’s step list', () => {
    const html = page(
      '<title>Flatbread</title>',
      '<div class="recipe-instructions"><ol><li>1. Mix the flour and water.</li><li>2.Bake.</li>' +
        '<li><span class="step-number">3</span></li></ol></div>',
    );
    expect(readPage(html).instructions).toEqual(['1. Mix the flour and water.', '2.Bake.']);
  });

  it('reads a list item as one step, with the label it holds', () => {
    const html = page(
      '<title>Cupcakes</title>',
      '<div class="recipe-method"><ul><li><h6>Step 1</h6><p>Heat the oven.</p></li>' +
        '<li><h6>Step 2</h6><p>Bake the cakes.</p></li></ul></div>',
    );
    expect(readPage(html).instructions).toEqual(['Step 1 Heat the oven.', 'Step 2 Bake the cakes.']);
  });

  it('takes the page’s steps when the structured ones hold no word', () => {
    // An attribute cut short by the quotes inside it: content="[{"@type":"HowToStep",…}]".
    const html = page(
      '<title>Cupcakes</title>',
      '<div itemscope itemtype="http://schema.org/Recipe"><meta itemprop="name" content="Cupcakes">' +
        '<meta itemprop="recipeIngredient" content="2 eggs"><meta itemprop="recipeInstructions" content="[{">' +
        '<ol class="instructions"><li>Heat the oven.</li><li>Bake the cakes.</li></ol></div>',
    );
    expect(readPage(html).instructions).toEqual(['Heat the oven.', 'Bake the cakes.']);
  });

  it('keeps step lists that sub-headings introduce', () => {
    const html = page(
      '<title>Cake</title>',
      '<main><h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2>' +
        '<h3>Cake</h3><ol><li>Beat the eggs.</li></ol><h3>Frosting</h3><ol><li>Whip the cream.</li></ol>' +
        '<p>Recipe by a friend</p></main>',
    );
    const draft = draftFromHtml(html, null);
    expect(draft.instructions).toEqual(['Beat the eggs.', 'Whip the cream.']);
    // Each sub-heading names a component of the steps under it.
    expect(draft.components).toEqual([
      { name: '', ingredientCount: 1, instructionCount: 0 },
      { name: 'Cake', ingredientCount: 0, instructionCount: 1 },
      { name: 'Frosting', ingredientCount: 0, instructionCount: 1 },
    ]);
  });
});

describe('pageText', () => {
  it('returns the main text one block per line, without scripts, navigation and footer', () => {
    const text = pageText(parseHtml(fixture('plain-page.html')));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Isoäidin karjalanpiirakat');
    expect(lines).toContain('2 dl vettä');
    expect(text).not.toContain('Etusivu');
    expect(text).not.toContain('© Ruokablogi');
  });
});

describe('looksLikeHtml and draftFromText routing', () => {
  it.each([
    ['<!DOCTYPE html><html></html>', true],
    ['  <html lang="fi">', true],
    ['Title\n<script type="application/ld+json">{}</script>', true],
    ['Pulla\n2 dl maitoa', false],
    ['Use <b>bold</b> butter', false],
    ['\uFEFF\n<!-- saved by a browser -->\n<!DOCTYPE html><html></html>', true],
    ['<head><meta charset="utf-8"></head>', true],
    ['<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>', true],
    ['<3 dl kermaa', false],
    ['"<!DOCTYPE html><html lang="es">', true],
    ['Notice: Undefined index: lang in /var/www/header.php on line 3\n<!DOCTYPE html>', true],
    ['"<html lang="es">', true],
    ['Pulla\n2 dl maitoa\n(the <html> tag of the blog)', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });

  it('reads a pasted HTML document as a page', () => {
    expect(draftFromText(fixture('microdata.html')).title).toBe('Chocolate Ganache');
  });
});
