/**
 * The rules under the other apps' readers, each on a text written here to test that rule (the formats
 * themselves are tested on the apps' real files in transfer-peer-exports.test.ts). Meal-Master and
 * Recipe Keeper have no real file in the corpus: their texts below follow the layout the apps' importers
 * define (Tandoor's and Gourmet's Meal-Master readers, Mealie's and Tandoor's Recipe Keeper readers).
 */
import { describe, expect, it } from 'vitest';
import { HTML_LIMITS } from '#server/import/read/bounded-html.ts';
import { cooklang } from '#server/transfer/formats/apps/cooklang.ts';
import { copyMeThat } from '#server/transfer/formats/apps/copymethat.ts';
import { mealMaster } from '#server/transfer/formats/apps/mealmaster.ts';
import { recipeKeeper } from '#server/transfer/formats/apps/recipe-keeper.ts';
import { importSchemaOrg } from '#server/transfer/formats/apps/schema-org.ts';
import { csvRows } from '#server/transfer/formats/csv.ts';
import { FORMAT_LIMITS } from '#server/transfer/formats/format-limits.ts';
import { frontMatter, listField, textField } from '#server/transfer/formats/front-matter.ts';
import { textFormatOf } from '#server/transfer/formats/index.ts';
import { markdownText } from '#server/transfer/formats/markdown-text.ts';
import { decodeText, textFileItems } from '#server/transfer/formats/text-source.ts';
import { ItemError } from '#server/transfer/imported-recipe.ts';

const noImages = () => [];

describe('CSV', () => {
  it('reads a byte-order mark, quoted commas, newlines and doubled quotes, CRLF rows', () => {
    const text = '\uFEFFtitle,ingredients\r\n"Pie, apple","2 apples\r\n1 dl ""sugar"""\r\nPlain,x\n';
    expect(csvRows(text)).toEqual([
      ['title', 'ingredients'],
      ['Pie, apple', '2 apples\r\n1 dl "sugar"'],
      ['Plain', 'x'],
    ]);
  });

  it('refuses a row of too many columns and a quote that never closes, with a message', () => {
    expect(() => csvRows(`${','.repeat(FORMAT_LIMITS.csvColumns)}\n`)).toThrow(ItemError);
    expect(() => csvRows('a,"b\nc')).toThrow(/quotation mark that is never closed/);
  });
});

describe('front matter', () => {
  it('reads scalars, quoted values, inline and block lists; the body follows', () => {
    const parsed = frontMatter(
      '---\nTitle: "Pie: the best"\ntags: [a, b]\ningredients:\n- 1 egg\n-  2 dl milk\n---\nStory.',
    )!;
    expect(textField(parsed.fields, 'title')).toBe('Pie: the best');
    expect(listField(parsed.fields, 'tags')).toEqual(['a', 'b']);
    expect(listField(parsed.fields, 'ingredients')).toEqual(['1 egg', '2 dl milk']);
    expect(parsed.body).toBe('Story.');
  });
});

describe('Markdown', () => {
  it('a heading names a group, a link keeps its text and address, an address keeps its underscores', () => {
    const text = markdownText(
      'Mix **well**.\n\n## Glaze\nSee [the video](https://x.test/a_b_c) _now_.',
      'Dough',
    );
    expect(text.groups).toEqual([
      { name: 'Dough', lines: ['Mix well.'] },
      { name: 'Glaze', lines: ['See the video (https://x.test/a_b_c) now.'] },
    ]);
  });

  it('a closing headed block of a name and a link is a reference for the notes, not steps', () => {
    const text = markdownText('Bake it.\n\n### Source\nExample Kitchen\nhttps://x.test/pie?utm_source=a_b');
    expect(text.groups).toEqual([{ name: '', lines: ['Bake it.'] }]);
    expect(text.reference).toEqual(['Source: Example Kitchen https://x.test/pie?utm_source=a_b']);
    expect(text.links).toEqual(['https://x.test/pie?utm_source=a_b']);
  });
});

describe('Cooklang', () => {
  const read = (text: string) => cooklang.read({ name: 'Pie.cook', text }, noImages)[0]!;

  it('sections, notes, comments, multi-word names, notes on ingredients and timers', () => {
    const recipe = read(
      [
        '>> servings: 4',
        '== Dough ==',
        'Mix @plain flour{2%dl} with @butter{100%g}(soft) in a #big bowl{}. -- gently',
        '',
        '[- the cook’s aside -]',
        'Rest for ~{30%minutes}.',
        '',
        '= Filling',
        '> Apples from the garden.',
        'Slice @apples{4}.',
      ].join('\n'),
    );
    expect(recipe.ingredientGroups).toEqual([
      { name: '', lines: [] },
      { name: 'Dough', lines: ['2 dl plain flour', '100 g butter, soft'] },
      { name: 'Filling', lines: ['4 apples'] },
    ]);
    expect(recipe.instructionGroups).toEqual([
      { name: '', lines: [] },
      { name: 'Dough', lines: ['Mix plain flour with butter (soft) in a big bowl.', 'Rest for 30 minutes.'] },
      { name: 'Filling', lines: ['Slice apples.'] },
    ]);
    expect(recipe.equipment).toEqual(['big bowl']);
    expect(recipe.servings).toBe(4);
    expect(recipe.notes).toEqual(
      expect.arrayContaining(['Apples from the garden.', 'gently', 'the cook’s aside']),
    );
    expect(recipe.title).toBe('Pie');
  });

  it('is recognised by its marks, not by braces and "@" in a page’s CSS', () => {
    expect(textFormatOf('Whisk @eggs{2} and @milk{1%dl}.', 'notes.txt')?.label).toBe('Cooklang');
    expect(textFormatOf('<html><style>@media print { a { color: red } }</style>', 'x.html')).toBeNull();
    expect(textFormatOf('Just a note about a #hashtag.', 'notes.txt')).toBeNull();
  });
});

describe('Meal-Master', () => {
  const text = [
    'MMMMM----- Recipe via Meal-Master (tm) v8.05',
    '',
    '      Title: Apple Pie',
    ' Categories: Desserts, Pies',
    '      Yield: 8 servings',
    '',
    // Two columns: the second starts at column 42.
    `${'      4 lg Apples'.padEnd(41)}    1/2 c  Sugar`,
    '      1 ts Cinnamon, ground and',
    '           -sifted',
    'MMMMM-----------------------TOPPING----------------------------',
    '    100 g  Butter',
    '',
    '  Slice the apples and mix them with the sugar',
    '  and the cinnamon.',
    '',
    '  Bake for 40 minutes.',
    'MMMMM',
    '',
    '---------- Recipe via Meal-Master (tm) v7.04',
    '      Title: Tea',
    '  Servings:  2',
    '',
    '      2 c  Water',
    '',
    '  Boil.',
    '-----',
  ].join('\r\n');

  it('every recipe of the file; both columns, continued lines, headings and unit codes', () => {
    expect(textFormatOf(text, 'recipes.txt')?.label).toBe('Meal-Master');
    const [pie, tea] = mealMaster.read({ name: 'recipes.txt', text }, noImages);
    expect(pie).toMatchObject({ title: 'Apple Pie', servings: 8, categories: ['Desserts', 'Pies'] });
    expect(pie!.ingredientGroups).toEqual([
      { name: '', lines: ['4 large Apples', '1/2 cup Sugar', '1 tsp Cinnamon, ground and sifted'] },
      { name: 'TOPPING', lines: ['100 g Butter'] },
    ]);
    expect(pie!.instructionGroups[0]!.lines).toEqual([
      'Slice the apples and mix them with the sugar and the cinnamon.',
      'Bake for 40 minutes.',
    ]);
    expect(tea).toMatchObject({ title: 'Tea', servings: 2 });
    expect(tea!.ingredientGroups[0]!.lines).toEqual(['2 cup Water']);
  });
});

describe('Recipe Keeper', () => {
  const html = `<html><body>
    <div class="recipe-details">
      <h2 itemprop="name">Lemon Curd</h2>
      <meta itemprop="recipeCategory" content="Preserves">
      <span itemprop="recipeCourse">Dessert</span>
      <span itemprop="recipeYield">2 jars</span>
      <meta itemprop="prepTime" content="PT15M"><meta itemprop="cookTime" content="PT10M">
      <span itemprop="recipeSource">https://x.test/curd</span>
      <meta itemprop="recipeRating" content="4">
      <img class="recipe-photo" itemprop="photo0" src="images/curd.jpg">
      <div itemprop="recipeIngredients"><p>3 lemons</p><p>100 g sugar</p></div>
      <div itemprop="recipeDirections"><p>1. Zest the lemons.</p><p>2. Stir over low heat.</p></div>
      <div itemprop="recipeNotes"><p>Keeps a week.</p></div>
      <meta itemprop="recipeNutCalories" content="80">
    </div></body></html>`;

  it('each div.recipe-details by its itemprops, the photo looked up beside the file', () => {
    expect(textFormatOf(html, 'recipes.html')?.label).toBe('Recipe Keeper');
    const asked: string[] = [];
    const [curd] = recipeKeeper.read({ name: 'recipes.html', text: html }, (reference) => {
      asked.push(reference);
      return [];
    });
    expect(curd).toMatchObject({
      title: 'Lemon Curd',
      servings: 2,
      prepTime: 15,
      cookTime: 10,
      categories: ['Preserves'],
      keywords: ['Dessert'],
      sourceUrl: 'https://x.test/curd',
    });
    expect(curd!.ingredientGroups[0]!.lines).toEqual(['3 lemons', '100 g sugar']);
    expect(curd!.instructionGroups[0]!.lines).toEqual(['1. Zest the lemons.', '2. Stir over low heat.']);
    expect(curd!.notes).toEqual(
      expect.arrayContaining(['Keeps a week.', 'Arvio: 4/5', 'Ravintoarvot: Calories 80']),
    );
    expect(asked).toEqual(['images/curd.jpg']);
  });
});

describe('text encodings', () => {
  it('UTF-8 as written; an older program’s Windows-1252 text keeps its accented letters', () => {
    expect(decodeText(Buffer.from('Crème brûlée', 'utf8'))).toBe('Crème brûlée');
    expect(decodeText(Buffer.from('Crème brûlée', 'latin1'))).toBe('Crème brûlée');
  });
});

describe('hostile files', () => {
  it('a recipe nested past the page limits is a reason in the report, not a crash', async () => {
    const html = `<meta name="copymethat_class_id_version" content="2"><div class = "recipe">${'<div>'.repeat(HTML_LIMITS.depth + 10)}`;
    const items = textFileItems({ name: 'recipes.html', text: html }, copyMeThat, noImages);
    expect(items).toHaveLength(1);
    await expect(items[0]!.read()).rejects.toThrow(ItemError);
  });
});

describe('RecipeSage JSON-LD', () => {
  it('its bracketed ingredient lines are headings, its sections name the steps after them, its rating kept', () => {
    // The shape of RecipeSage's exporter (recipeToJSONLD: headers as "[Name]", HowToSection with a name).
    const { input } = importSchemaOrg(
      {
        '@context': 'http://schema.org',
        '@type': 'Recipe',
        name: 'Pie',
        recipeIngredient: ['[Dough]', '2 dl flour', '100 g butter', '[Filling]', '4 apples'],
        recipeInstructions: [
          { '@type': 'HowToSection', name: 'Dough' },
          { '@type': 'HowToStep', text: 'Mix the flour and butter.' },
          { '@type': 'HowToSection', name: 'Filling' },
          { '@type': 'HowToStep', text: 'Slice the apples.' },
        ],
        isBasedOn: 'https://x.test/pie',
        comment: [{ '@type': 'Comment', name: 'Author Notes', text: 'Good.' }],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4', bestRating: '5' },
      },
      [],
    );
    expect(input.ingredients.map((i) => i.original ?? i.name)).toEqual([
      '2 dl flour',
      '100 g butter',
      '4 apples',
    ]);
    expect(input.components.map((c) => c.name)).toEqual(['Dough', 'Filling']);
    expect(input.notes).toContain('Arvio: 4/5');
    expect(input.sourceUrl).toBe('https://x.test/pie');
  });
});
