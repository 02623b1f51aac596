/**
 * The readers of what a page shows, on real corpus pages: each rule stands on a pattern several sites
 * share, and is checked on their pages (skipped with a note where the shared corpus is absent) and on a
 * small page that shows the rule alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { pageTextCandidates, pageTextLines } from '#server/import/page/html-text.ts';
import { chooseIngredientLines } from '#server/import/page/ingredient-lines.ts';
import { visibleLists } from '#server/import/page/visible-lists.ts';
import { readPage } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

const PAGES = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const corpusPage = (path: string) => readFileSync(join(PAGES, path), 'utf8');
const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body><main>${body}</main></body></html>`;

if (!existsSync(PAGES))
  console.warn(
    `import-page-shown: skipped: ${PAGES} is absent (the shared corpus sits beside the repository)`,
  );

describe('a line the page sets out in parts, its quantity last', () => {
  it('is one line of the page’s text, quantity first; a label and its value stay apart', () => {
    const html = page(
      '<div><div>Pak Choi</div><div>3 Stk.</div></div><div><div>Tahin</div><div>4 EL</div></div>' +
        '<div><div>Serves</div><div>4</div></div><div><div>Preparation</div><div>35 min.</div></div>',
    );
    expect(pageTextLines(parseHtml(html))).toEqual([
      '3 Stk. Pak Choi',
      '4 EL Tahin',
      'Serves',
      '4',
      'Preparation',
      '35 min.',
    ]);
  });

  it('reads the ingredients under a tab bar ("Zutaten | Zubereitung") as the open tab’s', () => {
    const html = page(
      '<h1>Udon bowl</h1><div><h2>Zutaten</h2><h2>Zubereitung</h2></div>' +
        '<div><div>Pak Choi</div><div>3 Stk.</div></div><div><div>Ingwer gemahlen</div></div>' +
        '<div><div>Tahin</div><div>4 EL</div></div>',
    );
    expect(readPage(html).ingredients).toEqual(['3 Stk. Pak Choi', 'Ingwer gemahlen', '4 EL Tahin']);
  });
});

describe.runIf(existsSync(PAGES))('corpus: lines in parts under tabs (picnic.app, de and nl)', () => {
  it.each([
    ['picnic.app/picnic_1.testhtml', ['3 Stk. Pak Choi', '0.5 Bund Frühlingszwiebeln', 'Ingwer gemahlen']],
    [
      'picnic.app/picnic_3.testhtml',
      ['1 stuk rode paprika', '4 stuks tomaten', '450 g sperziebonen (diepvries)'],
    ],
  ])('%s', (path, first) => {
    expect(readPage(corpusPage(path)).ingredients.slice(0, 3)).toEqual(first);
  });
});
describe.runIf(existsSync(PAGES))('corpus: lines in parts on other sites', () => {
  it('dagelijksekost.vrt.be: each name and its quantity, nested apart, are one line of the text', () => {
    const lines = pageTextLines(parseHtml(corpusPage('dagelijksekost.vrt.be/dagelijksekost.testhtml')));
    expect(lines).toEqual(expect.arrayContaining(['4 stengel Selder', '2 Wortels', '5 teentjes Look']));
    expect(lines).not.toContain('Wortels');
  });

  it('jow.fr: a quantity whose unit is abbreviated with a period ("1 tran.") joins its name', () => {
    const [list] = visibleLists(parseHtml(corpusPage('jow.fr/jow.testhtml')), 'ingredients');
    expect(list?.map((item) => item.text)).toContain('1 tran. Pain de campagne (tranché)');
  });
});
describe('a recipe in parts, each part’s list apart, without structured data', () => {
  const html = (second: string) =>
    page(
      '<div class="ingredients"><ul><li>500 g flour</li><li>1 tsp salt</li><li>3 dl milk</li></ul></div>' +
        `<p>Filling</p><div class="ingredients"><ul>${second}</ul></div>`,
    );

  it('joins the lists of the parts, which share a seasoning at most', () => {
    const parts = html('<li>400 g minced beef</li><li>1 onion</li><li>1 tsp salt</li>');
    expect(readPage(parts).ingredients).toEqual([
      '500 g flour',
      '1 tsp salt',
      '3 dl milk',
      '400 g minced beef',
      '1 onion',
      '1 tsp salt',
    ]);
  });

  it('keeps one copy of a list shown again in other units', () => {
    const again = html('<li>1 lb flour</li><li>1 tsp salt</li><li>1¼ cups milk</li>');
    expect(readPage(again).ingredients).toEqual(['500 g flour', '1 tsp salt', '3 dl milk']);
  });
});

describe.runIf(existsSync(PAGES))('corpus: recipes in parts (afghankitchenrecipes.com, ndr.de)', () => {
  it('afghankitchenrecipes.com: the dumplings’, the sauce’s and the yogurt’s lists', () => {
    const lines = readPage(corpusPage('afghankitchenrecipes.com/afghankitchenrecipes.testhtml')).ingredients;
    expect(lines).toHaveLength(18);
    expect([lines[0], lines[6], lines.at(-1)]).toEqual([
      '2 cups of Onions',
      '1 cup Chana Lentils',
      '500 ml. Plain Yogurt',
    ]);
  });

  it('ndr.de: the rolls’, the patties’ and the filling’s lists, read from its lists alone', () => {
    const lists = visibleLists(parseHtml(corpusPage('ndr.de/ndr_2.testhtml')), 'ingredients');
    const lines = chooseIngredientLines([], lists, 'none').groups.flatMap((g) => g.lines);
    expect([lines.length, lines[0], lines.at(-1)]).toEqual([
      26,
      '180 g Dinkelvollkornmehl',
      'oder Alfalfa-Sprossen',
    ]);
  });
});
describe('a list the page’s text writes again in other units', () => {
  it('is read once, each group’s list alike', () => {
    const text = [
      'Ingredients',
      'For the pickle',
      '50 g cucumber',
      '1 shallot',
      '1 tsp sugar',
      '1.8 oz cucumber',
      '1 shallot',
      '1 tsp sugar',
      'For the potatoes',
      '500 g potatoes',
      '4 tbsp oil',
      '17.6 oz potatoes',
      '4 tbsp oil',
      'Method',
      'Pickle the cucumber.',
    ].join('\n');
    expect(parseRecipeText(text, { fromPage: true }).ingredientGroups).toEqual([
      { name: 'For the pickle', lines: ['50 g cucumber', '1 shallot', '1 tsp sugar'] },
      { name: 'For the potatoes', lines: ['500 g potatoes', '4 tbsp oil'] },
    ]);
  });
});

describe('a recipe in parts, each part named over its list and again over its steps', () => {
  // veroniquecloutier.com, shortened: the second part's name is longer than a label.
  const text = [
    'INGRÉDIENTS',
    'Boeuf braisé',
    '',
    '225 g (1/2 lb) de champignons tranchés',
    '500 ml (2 t) d’eau',
    '',
    'Purée de pommes de terre au bacon',
    '',
    '6 pommes de terre Yukon Gold, pelées et coupées en dés',
    'Sel et poivre du moulin',
    '',
    'PRÉPARATION',
    'Boeuf braisé',
    '',
    'Préchauffer le four à 150 °C (300 °F).',
    'Ajouter l’eau, mettre le couvercle, puis enfourner 3 1/2 heures.',
    '',
    'Purée de pommes de terre au bacon',
    '',
    'Faire bouillir les pommes de terre dans une casserole remplie d’eau salée.',
    'Ajouter le bacon et bien mélanger à nouveau.',
    '',
    'Photo : Alexandre Champagne',
  ].join('\n');
  const recipe = parseRecipeText(text, { fromPage: true });

  it('reads every part, however long its name', () => {
    expect(recipe.ingredientGroups.map((g) => [g.name, g.lines.length])).toEqual([
      ['Boeuf braisé', 2],
      ['Purée de pommes de terre au bacon', 2],
    ]);
    expect(recipe.instructionGroups.map((g) => [g.name, g.lines.length])).toEqual([
      ['Boeuf braisé', 2],
      ['Purée de pommes de terre au bacon', 2],
    ]);
  });

  it('still ends a list at a line longer than a group name (nine words) that the method does not name', () => {
    const once = text.replace(
      'Purée de pommes de terre au bacon\n\n6',
      'Purée de pommes de terre au bacon, à la crème et aux fines herbes du jardin\n\n6',
    );
    expect(parseRecipeText(once, { fromPage: true }).ingredients).toEqual([
      '225 g (1/2 lb) de champignons tranchés',
      '500 ml (2 t) d’eau',
    ]);
  });
});

describe('a method in parts, each opened by a heading that names it', () => {
  it('reads the part after the first (thermomix-santander.es, shortened)', () => {
    const text = [
      'Ingredientes',
      '1-2 dientes de ajo',
      '200 gr de arroz de grano redondo',
      'Preparación del fumet',
      '1.-Ponga las cabezas y las cáscaras y programe 3 min/120°/vel 1.',
      '2.-Añada 800 de agua y programe 8 min/100°/vel 2.',
      'Preparación del arroz',
      '1.- Ponga en el vaso el ajo y pique 2 seg/ vel. 7.',
      '2.- Agregue el arroz y el fumet. Programe 15 min/varoma.',
    ].join('\n');
    const groups = parseRecipeText(text, { fromPage: true }).instructionGroups;
    expect(groups.map((g) => [g.name, g.lines.length])).toEqual([
      ['Preparación del fumet', 2],
      ['Preparación del arroz', 2],
    ]);
  });
});

describe.runIf(existsSync(PAGES))('corpus: a list written again (lovefood.com, kookjij.nl)', () => {
  it('lovefood.com: metric, imperial and US copies are one list', () => {
    const lines = readPage(corpusPage('lovefood.com/lovefood_1.testhtml')).ingredients;
    expect([lines.length, lines[0], lines.at(-1)]).toEqual([
      10,
      '85 g butterscotch candies',
      '0.5 tsp fine salt',
    ]);
  });

  it('kookjij.nl: the list and its copy are one list', () => {
    // Its main region holds no recipe: the whole page's text does.
    const [, body] = pageTextCandidates(parseHtml(corpusPage('kookjij.nl/kookjij_1.testhtml')));
    const text = (body ?? []).join('\n');
    const lines = parseRecipeText(text, { fromPage: true }).ingredients;
    expect([lines.length, lines[0], lines.at(-1)]).toEqual([10, '2 koolrabi', '200 gr fetakaas']);
  });
});
describe.skipIf(existsSync(PAGES))('corpus pages', () =>
  it.skip('skipped: the shared corpus is absent', () => {}),
);

describe('a page card that sets a quantity and its ingredient on lines of their own', () => {
  it('reads them as one line each (marmiton, lacucinaitaliana, hellofresh)', () => {
    const text = [
      'Ingrédients',
      '350 g',
      "d'aubergine",
      '250',
      'g frutta secca mista',
      '1 pièce(s)',
      'Baguette',
      'poivre',
      'Préparation',
      'Coupez les légumes en dés.',
      'Faites-les revenir dans l’huile.',
    ].join('\n');
    expect(parseRecipeText(text, { fromPage: true }).ingredients).toEqual([
      "350 g d'aubergine",
      '250 g frutta secca mista',
      '1 pièce(s) Baguette',
      'poivre',
    ]);
  });

  it('leaves a quantity alone before a heading or another quantity', () => {
    const text = ['Ingredients', '2', 'For the glaze:', '1 cup sugar', 'Method', 'Mix the sugar.'].join('\n');
    expect(parseRecipeText(text, { fromPage: true }).ingredients).toEqual(['2', '1 cup sugar']);
  });
});

describe('a page text’s tool list after its ingredients', () => {
  it('ends the ingredients at its heading in French (marmiton, hellofresh)', () => {
    const text = [
      'Ingrédients',
      "350 g d'aubergine",
      'sel',
      'Ustensiles',
      '1 saladier',
      '1 couteau',
      'Préparation',
      'Coupez les légumes en dés.',
      'Faites-les revenir dans l’huile.',
    ].join('\n');
    expect(parseRecipeText(text, { fromPage: true }).ingredients).toEqual(["350 g d'aubergine", 'sel']);
  });
});
