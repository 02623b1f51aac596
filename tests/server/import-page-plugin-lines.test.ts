/**
 * A recipe plugin's ingredient line, read from the page's list as the plugin writes it in its own
 * structured data: WP Recipe Maker's notes in brackets, its template's separator gone; a range's hyphen
 * between two marked amounts as typed.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { visibleLists } from '#server/import/page/visible-lists.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body><main>${body}</main></body></html>`;

/** A WP Recipe Maker ingredient as its template writes it: amount, unit, name, separator, notes. */
function wprmItem(amount: string, unit: string, name: string, separator: string, notes?: string): string {
  const part = (kind: string, text: string) => `<span class="wprm-recipe-ingredient-${kind}">${text}</span>`;
  const note =
    notes === undefined
      ? ''
      : `${separator}<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">${notes}</span>`;
  return `<li class="wprm-recipe-ingredient">${part('amount', amount)}&#32;${part('unit', unit)}&#32;${part('name', name)}${note}</li>`;
}

const lines = (items: string[]) =>
  visibleLists(
    parseHtml(page(`<div class="wprm-recipe-ingredients-container"><ul>${items.join('')}</ul></div>`)),
    'ingredients',
  ).map((list) => list.map((item) => item.text));

describe('a WP Recipe Maker note (wprm-recipe-ingredient-notes)', () => {
  it('is bracketed after the name, whatever separator the template shows before it', () => {
    expect(
      lines([
        wprmItem('1 1/2', 'cups', 'powdered sugar', '&#32;', 'divided'),
        wprmItem('2', 'tablespoons', 'butter', ',&#32;', 'melted'),
        wprmItem('2', 'tablespoons', 'fresh rosemary', '&#32;-&#32;', 'chopped'),
        wprmItem('1', 'cup', 'flour', ''),
      ]),
    ).toEqual([
      [
        '1 1/2 cups powdered sugar (divided)',
        '2 tablespoons butter (melted)',
        '2 tablespoons fresh rosemary (chopped)',
        '1 cup flour',
      ],
    ]);
  });

  it('keeps a comma the name itself ends with, and one pair of brackets a note already has', () => {
    expect(
      lines([
        wprmItem('1', 'cup', 'unsalted butter,', '&#32;', 'softened'),
        wprmItem('115', 'g', 'unsalted butter, softened', '&#32;', '(1/2 cup)'),
        wprmItem('15', 'teaspoons', 'Nutella', '&#32;', '(3/4 cup) frozen in dollops'),
      ]),
    ).toEqual([
      [
        '1 cup unsalted butter, (softened)',
        '115 g unsalted butter, softened (1/2 cup)',
        '15 teaspoons Nutella ((3/4 cup) frozen in dollops)',
      ],
    ]);
  });
});

describe('a range between two amounts a plugin marks (data-amount)', () => {
  const item = (between: string) =>
    `<li><span data-amount="4">4</span>${between}<span data-amount="6">6</span> cloves garlic</li>`;
  const read = (between: string) =>
    visibleLists(
      parseHtml(page(`<div class="ingredients"><ul>${item(between)}</ul></div>`)),
      'ingredients',
    )[0]![0]!.text;

  it('takes back the hyphen WordPress typography made an en dash of, standing alone between the tags', () => {
    expect(read('&#8211;')).toBe('4-6 cloves garlic');
    expect(read('&#8211; ')).toBe('4- 6 cloves garlic');
  });

  it('keeps an en dash the author typed with spaces around it', () => {
    expect(read(' &#8211; ')).toBe('4 – 6 cloves garlic');
  });
});

describe('a WP Recipe Maker amount in its second unit system (wprm-recipe-ingredient-unit-system-2)', () => {
  /** sugarspunrun, mealprepmanual, littlespoonfarm, melskitchencafe: the first system, then the second. */
  const converted = (first: string, second: string, name: string) =>
    '<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-1">' +
    `${first} </span> <span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-2">(${second})</span> ` +
    `<span class="wprm-recipe-ingredient-name">${name}</span></li>`;

  it('is left out, as the plugin’s data leaves it out; the first system’s amount stays', () => {
    expect(
      lines([
        converted('1 cup', '226 g', 'unsalted butter'),
        converted('2½ lbs', '1135 g', 'top round roast'),
      ]),
    ).toEqual([['1 cup unsalted butter', '2½ lbs top round roast']]);
  });

  it('leaves an amount the author wrote in brackets in the name', () => {
    expect(lines([wprmItem('1', 'cup', 'sugar (200 g)', '')])).toEqual([['1 cup sugar (200 g)']]);
  });
});
