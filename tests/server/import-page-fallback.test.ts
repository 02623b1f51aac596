/** The readers of what a page shows — its lists and its text — on pages without structured data. */
import { describe, expect, it } from 'vitest';
import { withoutSiteName } from '#server/import/page/page-meta.ts';
import { readPage } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body>${body}</body></html>`;

describe('the page’s lists', () => {
  it('reads the lists inside a container that wraps both the ingredients and the method', () => {
    const html = page(
      '<div class="recipe-instructions"><section class="ingredients-list"><h2>Ingredients</h2>' +
        '<ul><li>2 eggs</li><li>100 g sugar</li></ul></section>' +
        '<section class="method-steps"><h2>Method</h2><ol><li>Beat the eggs.</li>' +
        '<li>Fold in the sugar.</li></ol></section></div>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eggs', '100 g sugar']);
    expect(recipe.instructions).toEqual(['Beat the eggs.', 'Fold in the sugar.']);
  });

  it('leaves out a step’s number set in an element of its own, and items that only number a step', () => {
    const badges = page(
      '<div class="directions"><p><span class="num">1</span>Peel the pears.</p>' +
        '<p><span class="num">2.</span> Poach them in wine.</p></div>',
    );
    expect(readPage(badges).instructions).toEqual(['Peel the pears.', 'Poach them in wine.']);
    const labels = page(
      '<div class="instructions"><div><h3>Step 1</h3></div><p>Peel the pears.</p>' +
        '<div><h3>Step 2</h3></div><p>Poach them in wine.</p></div>',
    );
    expect(readPage(labels).instructions).toEqual(['Peel the pears.', 'Poach them in wine.']);
  });
});

describe('what a page’s ingredient list shows that is no ingredient', () => {
  it('names groups by items whose class calls them a heading, camel-cased or a subheading (not a title link)', () => {
    const html = page(
      '<ul class="recipe-ingredients"><li><span class="ingHeading">Dry brine</span></li><li>2 cups flour</li>' +
        '<li>1 cup water</li><li class="list-subheading">Herb topping</li><li>2 tbsp olive oil</li>' +
        '<li><a class="title" href="/salt">Flaky salt</a></li></ul>',
    );
    expect(readPage(html).ingredientGroups).toEqual([
      { name: 'Dry brine', lines: ['2 cups flour', '1 cup water'] },
      { name: 'Herb topping', lines: ['2 tbsp olive oil', 'Flaky salt'] },
    ]);
  });

  it('names a list by the short line of its own set just before it', () => {
    const html = page(
      '<div class="recipe-ingredients"><p>Cupcakes</p><ul><li>2 cups flour</li><li>1 cup sugar</li></ul>' +
        '<p>Strawberry frosting</p><ul><li>1/2 cup butter</li><li>3 cups powdered sugar</li></ul>' +
        '<p>1 pinch salt</p><ul><li>Sprinkles</li></ul></div>',
    );
    expect(readPage(html).ingredientGroups).toEqual([
      { name: 'Cupcakes', lines: ['2 cups flour', '1 cup sugar'] },
      {
        name: 'Strawberry frosting',
        lines: ['1/2 cup butter', '3 cups powdered sugar', '1 pinch salt', 'Sprinkles'],
      },
    ]);
  });

  it('leaves out a “read more” control set in the list', () => {
    const html = page(
      '<div class="ingredients"><p>250 g farine<br>2 œufs<br>Sel et poivre</p>' +
        '<p class="readmore-link">En lire plus</p></div>',
    );
    expect(readPage(html).ingredients).toEqual(['250 g farine', '2 œufs', 'Sel et poivre']);
  });

  it('leaves out a step’s control (a “done” tick) set beside its number', () => {
    const html = page(
      '<table class="recipe-steps"><tr><td><div class="step-number">1</div><div class="step-control">' +
        '<div class="label">Done</div></div></td><td>Whisk the eggs.</td></tr><tr><td>' +
        '<div class="step-number">2</div><div class="step-control"><div class="label">Done</div></div></td>' +
        '<td>Fold in the flour.</td></tr></table>',
    );
    expect(readPage(html).instructions).toEqual(['Whisk the eggs.', 'Fold in the flour.']);
  });

  it('leaves out the ingredients a step lists in a block of their own, not those its sentence names', () => {
    const html = page(
      '<ol class="recipe-instructions"><li><div>Toss the strawberries with the sugar.</div>' +
        '<div class="step-ingredients"><span>500 g strawberries, </span><span>100 g sugar</span></div></li>' +
        '<li>Whisk in <span class="step-ingredient">2 eggs</span> and bake.</li></ol>',
    );
    expect(readPage(html).instructions).toEqual([
      'Toss the strawberries with the sugar.',
      'Whisk in 2 eggs and bake.',
    ]);
  });

  it('reads steps the page styles as titles, each over the ingredients it uses', () => {
    const step = (n: number, text: string, ingredients: string[]) =>
      `<div class="recipe-step"><div class="recipe-step-title"><span class="step-number">${n}</span>${text}</div>` +
      `<ul class="step-ingredient">${ingredients.map((i) => `<li>${i}</li>`).join('')}</ul></div>`;
    const html = page(
      `<div class="recipe-steps"><h2>Method</h2>${step(1, 'Soak the rhubarb in sugar for 1 hour.', ['500 g rhubarb', '80 g sugar'])}` +
        `${step(2, 'Bake for 20 minutes at 180 °C.', [])}<p>Recipes sent by readers are not tested</p></div>`,
    );
    expect(readPage(html).instructions).toEqual([
      'Soak the rhubarb in sugar for 1 hour.',
      'Bake for 20 minutes at 180 °C.',
      'Recipes sent by readers are not tested',
    ]);
  });

  it('names a group by a “for the …” line in more languages', () => {
    const html = page(
      '<ul class="ingredients"><li>200 g spaghetti</li><li>voor de gomasio</li><li>1 el sesamzaad</li>' +
        '<li>Pour l’appareil</li><li>2 œufs</li><li>for frying</li><li>1 tbsp oil</li></ul>',
    );
    expect(readPage(html).ingredientGroups.map((g) => g.name)).toEqual([
      '',
      'voor de gomasio',
      'Pour l’appareil',
      'for frying',
    ]);
  });

  it('leaves out a heading with no ingredient under it: closing the list, or over advice only', () => {
    const html = page(
      '<div class="ingredients"><h3>Software</h3><ul><li>2 eggs</li><li>1 cup sugar</li></ul>' +
        '<div class="info-headline">Hardware</div><div class="ready"><span class="h6">Ready to bake?</span></div></div>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eggs', '1 cup sugar']);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(['Software']);
    const advice = page(
      '<div class="ingredients"><ul><li>2 eggs</li><li>1 cup sugar</li></ul><h4>Gluten free</h4>' +
        '<p>Check the labels of the sugar and the baking powder, and use a gluten-free flour blend.</p></div>',
    );
    expect(readPage(advice).ingredients).toEqual(['2 eggs', '1 cup sugar']);
    const bold = page('<ul class="ingredients"><li>2 eggs</li><li><b>1 cup sugar</b></li></ul>');
    expect(readPage(bold).ingredients).toEqual(['2 eggs', '1 cup sugar']);
  });

  it('leaves out a nutrition line: a number and a unit of energy, then nothing or “per …”', () => {
    const html = page(
      '<ul class="ingredient-list"><li>2 cups flour</li><li>100 g butter</li>' +
        '<li>Nutritional analysis per serving (8 servings) 233 calories; 14 grams fat</li>' +
        '<li>312,8 Calorie per porzione</li><li>4 low-calorie wafers</li></ul>',
    );
    expect(readPage(html).ingredients).toEqual(['2 cups flour', '100 g butter', '4 low-calorie wafers']);
  });

  it('sends what a notes heading opens to the notes, and a question to the reader too', () => {
    const html = page(
      '<div class="ingredients"><ul><li>2 eggs</li><li>1 cup sugar</li><li>Did you make this?</li></ul>' +
        '<h4>Notes, Tips &amp; Variations</h4><ul><li>Use duck eggs for a richer cake.</li></ul></div>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eggs', '1 cup sugar']);
    expect(recipe.notes).toContain('Use duck eggs for a richer cake.');
    expect(recipe.notes).toContain('Did you make this?');
  });
});

describe('where a page’s step list ends', () => {
  it('leaves out its title, what another section’s heading opens, servings and a closing question', () => {
    const html = page(
      '<div class="recipe-method"><h3>Procedure</h3><p>Serves 4</p><h4>Ingredients</h4><p>2 pears</p>' +
        '<p>1 l red wine</p><h4>Method</h4><p>Peel the pears.</p><p>Poach them in the wine.</p>' +
        '<h4>Tips</h4><p>Any firm pear will do.</p><p>Did you make this recipe?</p></div>',
    );
    expect(readPage(html).instructions).toEqual(['Peel the pears.', 'Poach them in the wine.']);
  });

  it('reads the titles of a method in more languages', () => {
    for (const title of ['Paso a paso', 'Aan de slag', 'Kroky', 'Preparation steps', 'Recipe steps']) {
      const html = page(`<ol class="steps"><li>${title}</li><li>Mix.</li><li>Bake.</li></ol>`);
      expect(readPage(html).instructions).toEqual(['Mix.', 'Bake.']);
    }
  });
});

describe('the lines of a page’s list', () => {
  it('splits a paragraph or a list item that holds a list written with line breaks, but not a list item with a note', () => {
    const html = page(
      '<div class="recipe-ingredients"><p>2 tbsp olive oil<br><b>1 small chicken</b><br>1/2 cup cream<br>' +
        'Salt</p></div>',
    );
    expect(readPage(html).ingredients).toEqual([
      '2 tbsp olive oil',
      '1 small chicken',
      '1/2 cup cream',
      'Salt',
    ]);
    const items = page(
      '<ul class="ingredient-list"><li>1 cup flour<br><small>sifted</small></li><li>2 eggs<br>3 tbsp milk</li></ul>',
    );
    expect(readPage(items).ingredients).toEqual(['1 cup flour sifted', '2 eggs', '3 tbsp milk']);
  });

  it('reads a list the page sets in columns, one container beside the other, as one list', () => {
    const html = page(
      '<h2>Ingrediënten</h2><ul class="ingredient-list col-1"><li>2 eetlepels olie</li><li>1 ui</li></ul>' +
        '<ul class="ingredient-list col-2"><li>2 theelepels tijm</li><li>1 blikje tomaten</li></ul>' +
        '<div class="steps"><p>Fruit de ui in de olie.</p></div><div class="steps"><p>Voeg de tomaten toe.</p></div>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eetlepels olie', '1 ui', '2 theelepels tijm', '1 blikje tomaten']);
    expect(recipe.instructions).toEqual(['Fruit de ui in de olie.', 'Voeg de tomaten toe.']);
  });

  it('sets apart the parts of a line that the page styles each in an element of its own', () => {
    const html = page(
      '<ul class="ingredients"><li><span class="amount">2,5 dl</span><span class="name">vatten</span></li>' +
        '<li><span class="amount">1</span><span class="name">ägg</span></li><li>mjö<b>l</b></li></ul>',
    );
    expect(readPage(html).ingredients).toEqual(['2,5 dl vatten', '1 ägg', 'mjöl']);
  });
});

describe('the page’s text', () => {
  it('reads an introduction, the ingredients and the method set in one block among others', () => {
    const html = page(
      '<article><h1>Spiced lentils</h1><p>A warming bowl for a cold evening, ready in no time at all.</p>' +
        '<p>Prep 10 min<br>Cook 30 min<br>Serves 4</p>' +
        '<p>200g red lentils<br>1 onion, chopped<br>2 tsp cumin seeds<br>Olive oil</p>' +
        '<p>Fry the onion in the oil until soft.</p><p>Add the cumin and lentils, cover with water and simmer.</p>' +
        '<p>More on these topics</p><ul><li>Lentils</li><li>Weeknight dinners</li></ul></article>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual([
      '200g red lentils',
      '1 onion, chopped',
      '2 tsp cumin seeds',
      'Olive oil',
    ]);
    expect(recipe.instructions).toEqual([
      'Fry the onion in the oil until soft.',
      'Add the cumin and lentils, cover with water and simmer.',
    ]);
  });

  it('reads a list item as one line whatever breaks it, unless each of its lines starts with a quantity', () => {
    const html = page(
      '<article><h1>Protein pumpkin pie</h1><ul><li>3 large eggs</li>' +
        '<li>2 scoops Isopure <br>Unflavored Protein Powder</li><li>1/2 tsp salt<br>3 tsp pie spice</li>' +
        '<li>1 pie crust</li></ul><h3>Preparation:</h3><p>Preheat the oven to 450°F.</p>' +
        '<p>Whisk everything together and bake.</p></article>',
    );
    expect(readPage(html).ingredients).toEqual([
      '3 large eggs',
      '2 scoops Isopure Unflavored Protein Powder',
      '1/2 tsp salt',
      '3 tsp pie spice',
      '1 pie crust',
    ]);
  });

  it('names a part of the list by a line of its own up to nine words long (veroniquecloutier)', () => {
    const text = [
      'INGRÉDIENTS',
      'Boeuf braisé',
      '',
      '30 ml de beurre',
      '225 g de champignons tranchés',
      '',
      'Purée de pommes de terre au bacon',
      '',
      '6 pommes de terre Yukon Gold, pelées',
      '30 ml de crème 35 %',
      'Sel et poivre du moulin',
      '',
      'PRÉPARATION',
      'Préchauffer le four à 150 °C.',
      'Faire dorer les champignons.',
    ].join('\n');
    const recipe = parseRecipeText(text, { fromPage: true });
    expect(recipe.ingredientGroups.map((g) => [g.name, g.lines.length])).toEqual([
      ['Boeuf braisé', 2],
      ['Purée de pommes de terre au bacon', 3],
    ]);
  });

  it('leaves out section-edit links and reference marks: words in square brackets that are all links', () => {
    const html = page(
      '<main><h1>Plum cake</h1><div class="heading"><h2>Ingredients</h2><span class="section-tools">' +
        '<span>[</span><a href="/e1">edit</a><span> | </span><a href="/e2">edit source</a><span>]</span></span></div>' +
        '<ul><li>4 plums</li><li>200 g flour<sup><a href="#n1">[1]</a></sup></li></ul>' +
        '<div class="heading"><h2>Procedure</h2><span><a href="/e3">[edit]</a></span></div>' +
        '<ol><li>Halve the plums.</li><li>Bake them in the batter [see the note].</li></ol></main>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['4 plums', '200 g flour']);
    expect(recipe.instructions).toEqual(['Halve the plums.', 'Bake them in the batter [see the note].']);
  });
});

describe('the page’s title', () => {
  const head = (tags: string) =>
    `<!doctype html><html><head>${tags}</head><body><main><p>Text.</p></main></body></html>`;

  it.each([
    ['Lemon tart | Crumb & Co', 'Crumb & Co', null, 'Lemon tart'],
    ['Lemon tart - Crumb and Co', 'Crumb and Co', null, 'Lemon tart'],
    ['Crumb & Co: Lemon tart', 'Crumb & Co', null, 'Lemon tart'],
    ['Lemon tart · Crumbandco', '', 'https://www.crumbandco.example/tart', 'Lemon tart'],
    ['Lemon tart - Recipes - Crumb Kitchen', '', 'https://crumb-kitchen.example.org/x', 'Lemon tart'],
    ['Blog » Rezepte » Zitronentarte', 'Blog', null, 'Zitronentarte'],
    // A dash inside a word, or one that joins the dish's own parts, stays.
    ['Salt-and-pepper squid | Crumb', 'Crumb', null, 'Salt-and-pepper squid'],
    ['Lemon tart - a classic', 'Crumb', null, 'Lemon tart - a classic'],
    ['Lemon tart | Food Journal UK', '', 'https://www.foodjournal.example/x', 'Lemon tart'],
    // A part that only begins like the host's name is the dish's: "Chicken" on chickenrecipes.example.
    ['Chicken - Soup', '', 'https://chickenrecipes.example/soup', 'Chicken - Soup'],
    // Never the whole title.
    ['Crumb', 'Crumb', null, 'Crumb'],
  ])('reads %j (site %j, %s) as %j', (title, site, url, expected) => {
    expect(withoutSiteName(title, site, url)).toBe(expected);
  });

  it('takes the heading of the main content where og:title and <title> only dress it up', () => {
    const html =
      '<!doctype html><html><head><title>Recette - Tarte au citron facile | Crumb</title>' +
      '<meta property="og:title" content="Recette - Tarte au citron facile | Crumb"></head>' +
      '<body><header><h1 class="brand">Crumb</h1></header><main><h1>Tarte au citron facile</h1>' +
      '<ul class="ingredients"><li>3 citrons</li></ul></main></body></html>';
    expect(readPage(html).title).toBe('Tarte au citron facile');
  });

  it('keeps og:title when the heading says the same in other typography', () => {
    const html = head(
      '<meta property="og:title" content="Grandma\'s plum cake"><title>Grandma\'s plum cake</title>',
    ).replace('<main>', '<main><h1>Grandma’s plum cake</h1>');
    expect(readPage(html).title).toBe("Grandma's plum cake");
  });

  it('leaves out the pictographs a title ends with', () => {
    const html = head(
      '<meta property="og:title" content="Plum pancakes 🥞 🍑️ | Crumb"><meta property="og:site_name" content="Crumb">',
    );
    expect(readPage(html).title).toBe('Plum pancakes');
  });

  it.each([
    ['Recette de Tarte au citron | Crumb', 'Tarte au citron'],
    ['Recept voor Koolrabi ovenschotel', 'Koolrabi ovenschotel'],
    ['Recipe: Plum cake', 'Plum cake'],
    ['Recipe for Plum cake', 'Plum cake'],
    ['Recipe Box Cookies', 'Recipe Box Cookies'],
  ])('leaves out a "Recipe" label before the name: %j', (title, expected) => {
    const html = head(
      `<meta property="og:title" content="${title}"><meta property="og:site_name" content="Crumb">`,
    );
    expect(readPage(html).title).toBe(expected);
  });

  it('takes the one heading that the titles dress up, when no heading stands in the main content', () => {
    const html =
      '<!doctype html><html><head><title>Luumukakku Resepti kuvalla - Crumb - Reseptit</title>' +
      '<meta property="og:title" content="Luumukakku Resepti kuvalla - Crumb - Reseptit">' +
      '<meta property="og:site_name" content="Crumb"></head><body><div class="search"><h1>Hae reseptejä</h1></div>' +
      '<div class="page"><h1 class="title">Luumukakku</h1><ul class="ingredients"><li>4 luumua</li></ul></div>' +
      '</body></html>';
    expect(readPage(html).title).toBe('Luumukakku');
  });

  it('reads a structured name that is only the page’s title written out, site’s name and all, as the page does', () => {
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Plum cake - Crumb Kitchen',
      recipeIngredient: ['4 plums'],
      recipeInstructions: ['Bake.'],
    });
    const html =
      '<!doctype html><html><head><title>Plum cake - Crumb Kitchen</title>' +
      '<meta property="og:site_name" content="Crumb Kitchen">' +
      `<script type="application/ld+json">${jsonLd}</script></head><body><p>Text.</p></body></html>`;
    expect(readPage(html).title).toBe('Plum cake');
    const ownName = html.replace('"name":"Plum cake - Crumb Kitchen"', '"name":"Grandma’s plum cake"');
    expect(readPage(ownName).title).toBe('Grandma’s plum cake');
  });

  it('takes the heading of the recipe card, whose class names it the recipe’s title, over an article’s headline', () => {
    const card = (heading: string) =>
      '<!doctype html><html><head><title>The plum cake my grandmother baked every August | Crumb</title>' +
      '</head><body><main><h1>The plum cake my grandmother baked every August</h1><p>A story.</p>' +
      `<div class="recipe-card"><h2 class="recipe-card-title">${heading}</h2>` +
      '<ul class="ingredients"><li>4 plums</li></ul></div></main></body></html>';
    expect(readPage(card('Plum Cake')).title).toBe('Plum Cake');
    // A button's words in the card's heading are no dish: they share no word with the page's title.
    expect(readPage(card('Jump to the Recipe')).title).toBe(
      'The plum cake my grandmother baked every August',
    );
  });

  it('leaves out the site’s name from <title> when there is no heading', () => {
    const html = head(
      '<title>Plum cake – Crumb Kitchen</title><link rel="canonical" href="https://crumbkitchen.example/plum-cake">',
    );
    expect(readPage(html).title).toBe('Plum cake');
  });
});

describe('a recipe’s parts shown as lists, each under its own title', () => {
  it('takes a part titled “Ingredients” though few of its lines open with a quantity (ethanchlebowski)', () => {
    // Each part a card of its own, the page's words between them.
    const card = (title: string, lines: string[]) =>
      `<article class="recipe-card"><h2>${title}</h2><div class="ingredients"><h3>Ingredients</h3><ul>` +
      lines.map((l) => `<li>${l}</li>`).join('') +
      '</ul></div><div class="instructions"><h3>Instructions</h3><ol><li>Cook it all together well.</li>' +
      '</ol></div></article><p>Some words between the cards of the page.</p>';
    const main = [
      '2 small corn tortillas',
      '2 eggs',
      'Salsa Ranchera (recipe below)',
      'Chopped cilantro',
      'Pickled onions',
    ];
    const salsa = ['350 g plum tomatoes', '1 serrano chile', '1 garlic clove'];
    const beans = ['29 oz pinto beans, drained', '15 g peanut oil', '2 cloves of garlic'];
    const html = page(
      card('Huevos Rancheros', main) + card('Salsa Ranchera', salsa) + card('Pinto Beans', beans),
    );
    expect(readPage(html).ingredients).toEqual([...main, ...salsa, ...beans]);
  });
});
