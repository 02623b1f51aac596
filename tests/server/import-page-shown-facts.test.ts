/**
 * The servings, the time and the title a page shows where its structured data leaves them out or writes
 * them as a range or with the site's section: read from real corpus pages (compared with the corpus's
 * labels), and each rule's edges from a page written for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { shownServings } from '#server/import/page/page-facts.ts';
import { withoutSiteName } from '#server/import/page/page-meta.ts';
import { draftFromHtml } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';
import { yieldServings } from '#server/import/values/yield.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const hasCorpus = existsSync(CORPUS);

interface Labels {
  title: string;
  yields: string | null;
  total_time: number | null;
}

/** The draft of a corpus page and its labels. */
function corpusPage(name: string) {
  const html = readFileSync(resolve(CORPUS, `${name}.testhtml`), 'utf8');
  const labels = JSON.parse(readFileSync(resolve(CORPUS, `${name}.json`), 'utf8')) as Labels;
  return { draft: draftFromHtml(html, null), labels, html };
}

const labelledServings = (labels: Labels) => Number(/\d+/.exec(labels.yields ?? '')?.[0]);

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body>${body}</body></html>`;

describe('a yield written as a range', () => {
  it('reads "2 to 4" as its upper end, a range with a dash as its first value', () => {
    expect(yieldServings('Serves 2 to 4')).toBe(4);
    expect(yieldServings('3 to 4 servings')).toBe(4);
    expect(yieldServings('4 - 6 serving(s)')).toBe(4);
    expect(yieldServings('Portions : 4 à 6')).toBe(4);
    expect(yieldServings('Makes 4 large or 6 moderate sized portions')).toBe(4);
  });

  it('reads a labelled range in a page’s text the same way', () => {
    expect(parseRecipeText('Serves 2 to 4\n\nIngredients\n2 eggs\n\nMethod\nBeat the eggs.').servings).toBe(
      4,
    );
  });

  it
    .skipIf(!hasCorpus)
    .each([
      'food52.com/food52',
      'sunset.com/sunset_1',
      'williams-sonoma.com/williamssonoma_1',
      'countryliving.com/countryliving_1',
      'goodhousekeeping.com/goodhousekeeping_3',
    ])('reads %s as labelled', (name) => {
    const { draft, labels } = corpusPage(name);
    expect(draft.servings).toBe(labelledServings(labels));
  });
});

describe('the yield in a step’s last sentence', () => {
  it.skipIf(!hasCorpus).each(['donnahay.com.au/donnahay_1', 'donnahay.com.au/donnahay_2'])(
    'reads "… Serves 4" that ends the method of %s',
    (name) => {
      const { draft, labels } = corpusPage(name);
      expect(draft.servings).toBe(labelledServings(labels));
      expect(draft.servings).toBe(4);
    },
  );

  it('reads only a last sentence that is all yield', () => {
    const text = (step: string) => `Ingredients\n2 eggs\n\nMethod\nBeat the eggs.\n${step}`;
    expect(parseRecipeText(text('Divide between bowls. Serves 4')).servings).toBe(4);
    expect(parseRecipeText(text('Serves 4 as a starter with bread and a green salad. Enjoy!')).servings).toBe(
      null,
    );
    expect(parseRecipeText(text('Cut into 12 squares and serve.')).servings).toBe(null);
  });
});

describe('a duration alone before the recipe’s lists', () => {
  it
    .skipIf(!hasCorpus)
    .each([
      'keukenliefde.nl/keukenliefdenl_1',
      'keukenliefde.nl/keukenliefdenl_2',
      'keukenliefde.nl/keukenliefdenl_3',
      'picnic.app/picnic_1',
      'picnic.app/picnic_3',
      'quitoque.fr/quitoque',
    ])('is the total time of %s', (name) => {
    const { draft, labels } = corpusPage(name);
    expect(labels.total_time).toBeGreaterThan(0);
    expect(draft.totalTime).toBe(labels.total_time);
  });

  const recipe = (head: string) =>
    parseRecipeText(`Plum cake\n${head}\n\nIngredients\n2 eggs\n\nMethod\nBeat the eggs.`, {
      fromPage: true,
    });

  it('reads one, with its remark left out', () => {
    expect(recipe('45 min').totalTime).toBe(45);
    expect(recipe('5 minutes + 40 minutes in the smoker').totalTime).toBe(5);
  });

  it('takes none of several that differ (other recipes’ cards, or times whose labels are icons)', () => {
    expect(recipe('20 min\n15 min').totalTime).toBe(0);
  });

  it('leaves a duration that a prep or cook label follows to that label', () => {
    expect(recipe('15 min\nPrep time').totalTime).toBe(0);
    expect(recipe('1hr 15m\nCOOK TIME\n189 CALORIES').totalTime).toBe(0);
    expect(recipe('1h50\nTotal').totalTime).toBe(110);
  });
});

describe('servings shown in an element named for them', () => {
  it.skipIf(!hasCorpus).each(['argiro.gr/argiro_1', 'argiro.gr/argiro_2', 'tastykitchen.com/tastykitchen'])(
    'reads the number beside a pictogram or in a field on %s',
    (name) => {
      const { draft, labels } = corpusPage(name);
      expect(draft.servings).toBe(labelledServings(labels));
    },
  );

  it('reads a number alone, never a serving’s size nor a related recipe’s', () => {
    const read = (body: string) => shownServings(parseHtml(page(body)));
    expect(read('<div class="item portions"><svg></svg><h2 class="item__title">2</h2></div>')).toBe(2);
    expect(read('<span class="recipe-servings">6</span>')).toBe(6);
    expect(read('<input class="servings-input" value="12">')).toBe(12);
    expect(read('<span class="tasty-recipes-serving-size">1</span>')).toBe(null);
    expect(read('<span class="servings">4 people</span>')).toBe(null);
    expect(read('<div class="related-posts"><span class="servings">8</span></div>')).toBe(null);
  });
});

describe('a title’s section named by "Recipes"', () => {
  it('is left out, as a site’s name is, but never the whole title', () => {
    expect(withoutSiteName('Creamed Chicken | Chicken Recipes', '')).toBe('Creamed Chicken');
    expect(withoutSiteName('Linda’s Strawberry Cake | Just A Pinch Recipes', '')).toBe(
      'Linda’s Strawberry Cake',
    );
    expect(withoutSiteName('Dessert Recipes - Lemon Tart', '')).toBe('Lemon Tart');
    expect(withoutSiteName('7 Healthy Steel Cut Oats Recipes', '')).toBe('7 Healthy Steel Cut Oats Recipes');
    expect(withoutSiteName('Pancakes | The Best Breakfast Ideas And Easy Recipes', '')).toBe(
      'Pancakes | The Best Breakfast Ideas And Easy Recipes',
    );
  });

  it.skipIf(!hasCorpus)('reads 30seconds’ title without its section', () => {
    const { draft, labels } = corpusPage('30seconds.com/30seconds');
    expect(draft.title).toBe(labels.title);
  });
});
