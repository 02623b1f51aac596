/**
 * The reconcile step's rules (ADR 0026), each on made-up lines shaped as the corpus pages show them:
 * structured data that cuts a line short, drops its amount, or carries a unit conversion's float noise;
 * and, on the corpus pages themselves, structured data that holds only part of the page's list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '#server/errors.ts';
import { draftFromHtml, readPage } from '#server/import/pipeline.ts';
import { type PageCopy, reconcileGroups } from '#server/import/reconcile/reconcile-lines.ts';
import { alignLines, groupAsShown } from '#server/import/reconcile/shown-groups.ts';
import { isServingsControl } from '#server/import/text/text-metadata.ts';
import { refText } from '#shared/messages/message-ref.ts';

const list =
  (lines: string[], text = false): (() => PageCopy) =>
  () => ({ lines, text });
const one = (lines: string[]) => [{ name: '', lines }];
const WHOLE =
  '4 medium-sized tart firm apples – peeled, cored, & shredded (use the big holes on your grater), to make about 3.5 cups';

describe('a structured line takes the page copy that says more', () => {
  it('takes the whole line where the data cut it short, and notes why', () => {
    const { groups, notes } = reconcileGroups(
      one(['4 medium-sized tart', '1 tablespoon lemon juice']),
      [list([WHOLE, '1 tablespoon lemon juice'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual([WHOLE, '1 tablespoon lemon juice']);
    expect(notes).toHaveLength(1);
    expect(refText(englishText, notes[0]!)).toContain('cut it short');
  });

  it("takes a range's amount the data left out, and the page's amount before a line it adds a remark to", () => {
    const data = [
      'garlic, rough chopped',
      'whole star anise, optional',
      'brisket point',
      'garlic',
      'chicken stock',
    ];
    const page = [
      '4-6 cloves garlic, rough chopped',
      '1 to 2 whole star anise, optional',
      '6 pound brisket point USDA Choice grade or higher',
      '1 tsp garlic powder',
      '1 chicken stock cube',
    ];
    const { groups } = reconcileGroups(one(data), [list(page)], 'ingredients');
    expect(groups[0]!.lines).toEqual([page[0], page[1], '6 pound brisket point', 'garlic', 'chicken stock']);
  });

  it('takes the whole line where the data stops on a separator or inside a bracket it opened', () => {
    const data = ['1 pound large shrimp,', '2 cups quinoa (cooked', '1 cup flour'];
    const page = [
      '1 pound large shrimp, deveined (peeled or unpeeled)',
      '2 cups quinoa (cooked and cooled, measured after cooking)',
      '1 cup flour, sifted',
    ];
    const { groups } = reconcileGroups(one(data), [list(page)], 'ingredients');
    expect(groups[0]!.lines).toEqual([page[0], page[1], '1 cup flour']);
  });

  it('takes the amount the data left out, from the page text when no list shows the line', () => {
    const { groups, notes } = reconcileGroups(
      one(['LANDFREUDE Eier', 'Kopfsalat']),
      [list([]), list(['Zutaten', '4 LANDFREUDE Eier', '1 Kopfsalat', 'Die Eier hart kochen.'], true)],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['4 LANDFREUDE Eier', '1 Kopfsalat']);
    expect(refText(englishText, notes[0]!)).toContain('left out the amount');
  });

  it("takes the page's rounding of a number the data carries unrounded", () => {
    const { groups } = reconcileGroups(
      one(['15.873 oz cream cheese']),
      [list(['16 oz cream cheese'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['16 oz cream cheese']);
  });

  it("takes only the page's rounding of a noisy number: the data's words, spelling and other numbers stay", () => {
    const { groups } = reconcileGroups(
      one(['1.984 tbsp olive oil', '148.820 grams green beans', '14,882 g sugar (2 tbsp)']),
      [list(['2 tablespoon olive oil', '150 grams green beans', '15 g sugar (2 tbsp)'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['2 tbsp olive oil', '150 grams green beans', '15 g sugar (2 tbsp)']);
  });

  it("writes the page's rounding as the page writes it: a fraction stays a fraction", () => {
    const { groups } = reconcileGroups(
      one(['1.499 tbsp olive oil', '2.516 cups flour']),
      [list(['1½ tbsp olive oil', '2 1/2 cups flour, sifted'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['1½ tbsp olive oil', '2 1/2 cups flour']);
  });

  it("takes the page's rounding and keeps the data's line where the page adds a remark to it", () => {
    const { groups, notes } = reconcileGroups(
      one(['5.953 pound brisket point']),
      [list(['6 pound brisket point USDA Choice grade or higher'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['6 pound brisket point']);
    expect(refText(englishText, notes[0]!)).toContain("page's rounding");
  });

  it('takes the amount the data left out where the rest of its line holds a number', () => {
    const { groups } = reconcileGroups(
      one(['Mozzarella di Bufala Campana DOP à je 25 g', 'active sourdough starter, 100% hydration']),
      [
        list([
          '6 Kugel Mozzarella di Bufala Campana DOP à je 25 g',
          '115g active sourdough starter, 100% hydration',
        ]),
      ],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual([
      '6 Kugel Mozzarella di Bufala Campana DOP à je 25 g',
      '115g active sourdough starter, 100% hydration',
    ]);
  });

  it('keeps the data where the page adds a remark, runs lines together or names another food', () => {
    const data = [
      '1/2 cup soy sauce',
      'Sauce',
      'peper',
      '5 oz cream cheese',
      'Marinate',
      'Toss with salt.',
      '226 g unsalted butter',
    ];
    const page = [
      '½ cup soy sauce',
      '1/2 cup soy sauce',
      'Zwarte peper',
      '16 oz cream cheese',
      'Marinate Toss with salt.',
      '1 cup 226 g unsalted butter',
    ];
    const { groups, notes } = reconcileGroups(one(data), [list(page)], 'ingredients');
    expect(groups[0]!.lines).toEqual(data);
    expect(notes).toEqual([]);
  });

  it('does not take a sentence of the page text that starts with the food for its line', () => {
    const { groups } = reconcileGroups(
      one(['Salz']),
      [list(['Salz nach Belieben dazugeben.'], true)],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['Salz']);
  });
});

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const corpusPage = (name: string) => resolve(CORPUS, `${name}.testhtml`);
const read = (name: string) => readFileSync(corpusPage(name), 'utf8');

describe("structured data that holds only part of the page's list", () => {
  it.skipIf(!existsSync(CORPUS)).each([
    // The data stops after the first lines (6 of 12), after the first group (7 of 18, 8 of 15).
    ['simply-cookit.com/simplycookit_1', 6, 12, '150 ml Gemüsefond'],
    ['simply-cookit.com/simplycookit_2', 7, 18, '100 ml Wasser'],
    ['waitrose.com/waitrose', 8, 15, '350 ml whole milk'],
  ])("%s: takes the page's whole list and notes why", (name, held, shown, first) => {
    const draft = draftFromHtml(read(name), null);
    expect(draft.ingredients).toHaveLength(shown);
    expect(draft.ingredients.map((i) => i.original)).toContain(first);
    expect(draft.review.sourceNotes).toHaveLength(1);
    const note = refText(englishText, draft.review.sourceNotes[0]!);
    expect(note).toContain(first);
    expect(note).toContain(`only ${held} of the ${shown} lines`);
  });

  it.skipIf(!existsSync(CORPUS)).each([
    // "Personen", "Fehlt noch etwas? Amazon"; "Make With", "Pillsbury Crescents"; a lone "8"; "Garnishes: …".
    'lecker.de/lecker_1',
    'bettycrocker.com/bettycrocker_1',
    'en.petitchef.com/petitchef_1',
    'feastingathome.com/feastingathome',
  ])("%s: keeps the data where the page's list adds only its furniture", (name) => {
    const recipe = readPage(read(name));
    expect(recipe.sources.ingredients).toBe('json-ld');
  });
});

describe("flat structured lines under the page card's group headings (ADR 0043)", () => {
  it.skipIf(!existsSync(CORPUS)).each([
    // The card spells units out ("2 teaspoon Kosher salt" for "2 tsp Kosher salt").
    [
      'howtofeedaloon.com/howtofeedaloon_2',
      [
        ['For the Chili Paste', 6],
        ['For the Tacos al Pastor', 18],
      ],
      '2 tsp Kosher salt',
    ],
    // The card adds a second measure ("2 ¼ cups (300 g) all-purpose flour").
    [
      'littlespoonfarm.com/littlespoonfarm_2',
      [
        ['Dry Ingredients', 6],
        ['Wet Ingredients', 5],
        ['Glaze', 3],
      ],
      '2 1/4 cups all-purpose flour',
    ],
    [
      'sugarspunrun.com/sugarspunrun_2',
      [
        ['Cookie', 10],
        ['Topping', 7],
      ],
      '1 cup unsalted butter (softened)',
    ],
    // The card shows a spice's amount apart from its name ("1/2 teaspoon").
    [
      'mccormick.com/mccormick_2',
      [
        ['Smoked Paprika Shredded Pork', 11],
        ['Orange Fennel Marmalade', 7],
      ],
      '1/2 tsp McCormick Gourmet™ Organic Chili Powder',
    ],
  ])("%s: keeps the data's lines under the card's headings and notes them", (name, groups, dataLine) => {
    const draft = draftFromHtml(read(name), null);
    const recipe = readPage(read(name));
    expect(recipe.sources.ingredients).toBe('json-ld');
    expect(recipe.ingredientGroups.map((g) => [g.name, g.lines.length])).toEqual(groups);
    expect(draft.ingredients.map((i) => i.original)).toContain(dataLine);
    const notes = draft.review.sourceNotes.map((n) => refText(englishText, n));
    expect(notes.some((n) => n.includes(`${groups[0]![0]}, ${groups[1]![0]}`))).toBe(true);
  });

  it.skipIf(!existsSync(CORPUS)).each([
    // "Servings:", "Antall porsjoner", "Upraviť porcie:" stand where the card's servings input is.
    ['alittlebityummy.com/alittlebityummy_2', ['PASTA', 'SAUCE']],
    ['tine.no/tineno_2', ['Ris:', 'Tikka masala:', 'Raita:']],
    ['receptyprevas.sk/receptyprevas', ['NA KVÁSOK', 'NA CESTO', 'NA NÁPLŇ', 'NA POLIATIE', 'NA POSÝPKU']],
    // "Recipe Ingredients" titles the list.
    [
      'chefjeanpierre.com/chefjeanpierre_2',
      ['For the Duck and Stock:', 'For the Glaze:', 'For the Orange Sauce:', 'For the Garnish:'],
    ],
  ])('%s: a servings control or list title names no group', (name, names) => {
    expect(readPage(read(name)).ingredientGroups.map((g) => g.name)).toEqual(names);
  });

  it.skipIf(!existsSync(CORPUS)).each([
    // A heading before each part's list, outside it: "<p>Chicken:</p>", "<h2>Zutaten für …:</h2>", bold.
    ['hassanchef.com/hassanchef', ['Chicken:', 'The Three-Flour Batter:', 'Flavouring and Spices:']],
    ['ndr.de/ndr_2', ['Zutaten für die Brötchen:', 'Zutaten für die Bratlinge:', 'Fertigstellung:']],
    ['chefnini.com/chefnini_2', ['Base porridge', 'Garniture']],
  ])("%s: one list per part takes each list's heading set before it", (name, names) => {
    expect(readPage(read(name)).ingredientGroups.map((g) => g.name)).toEqual(names);
  });

  it('reads a servings control without its number as no heading, and "For serving" as one', () => {
    for (const control of ['Servings:', 'Antall porsjoner', 'Upraviť porcie:']) {
      expect(isServingsControl(control)).toBe(true);
    }
    for (const heading of ['For serving', 'Til servering', '4 servings', 'Sauce']) {
      expect(isServingsControl(heading)).toBe(false);
    }
  });

  it('aligns lines by their words, in order, and leaves the data flat where the card shows another list', () => {
    const data = ['1 cup butter', '2 tsp vanilla extract', '3 cups flour', '1 tbsp milk'];
    const card = [
      {
        name: 'Dough',
        lines: ['1 cup (226 g) butter, softened', '2 teaspoons vanilla extract', '3 cups flour'],
      },
      { name: 'Glaze', lines: ['1 tablespoon milk'] },
    ];
    expect(
      alignLines(
        data,
        card.flatMap((g) => g.lines),
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(groupAsShown(data, card)?.map((g) => g.lines.length)).toEqual([3, 1]);
    const other = [
      { name: 'Salad', lines: ['2 tomatoes', '1 cucumber'] },
      { name: 'Dressing', lines: ['3 tbsp olive oil', 'salt'] },
    ];
    expect(groupAsShown(data, other)).toBeNull();
  });
});
