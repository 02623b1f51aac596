/**
 * A quantity set in an element of its own with the words after it in another, no space between them in
 * the markup ("<span>1½</span><span>cups flour</span>"): two words on the page, in its lists
 * (nytimes) and in its text (mindmegette, samsungfood), never one ("1½cups").
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { blockTextLines } from '#server/import/page/html-text.ts';
import { visibleLists } from '#server/import/page/visible-lists.ts';

const shownLines = (html: string) =>
  visibleLists(parseHtml(html), 'ingredients').flatMap((items) => items.map((item) => item.text));
const textLines = (html: string) => blockTextLines(parseHtml(html));

describe('a quantity in an element of its own, the words in the next', () => {
  it('sets them apart in a list (nytimes)', () => {
    const html =
      '<div class="ingredients"><ul><li><span class="ingredient_quantity">1½</span>' +
      '<span>cups/190 grams flour</span></li><li><span class="ingredient_quantity">1</span>' +
      '<span>tablespoon pepper</span></li></ul></div>';
    expect(shownLines(html)).toEqual(['1½ cups/190 grams flour', '1 tablespoon pepper']);
  });

  it('sets them apart in the page’s text (mindmegette, samsungfood)', () => {
    expect(
      textLines(
        '<ul><li><span title="6 db"><span class="amount">6</span><span class="unit">db</span></span></li></ul>',
      ),
    ).toEqual(['6 db']);
    expect(textLines('<div><b class="x173">120g</b><span>fresh salmon</span></div>')).toEqual([
      '120g fresh salmon',
    ]);
  });

  it('leaves an ordinal’s ending, a fraction’s rest and words in one element as they are', () => {
    expect(textLines('<p><b>1</b>er janvier</p>')).toEqual(['1er janvier']);
    expect(textLines('<p>On the <span>2</span><sup>nd</sup> day</p>')).toEqual(['On the 2nd day']);
    expect(
      shownLines('<ul class="ingredients"><li><span class="q">3</span><sup>rd</sup> cup of flour</li></ul>'),
    ).toEqual(['3rd cup of flour']);
    expect(textLines('<p><span>1</span><span>/2 cup</span> milk</p>')).toEqual(['1/2 cup milk']);
    expect(
      shownLines('<ul class="ingredients"><li><span>2 eggs</span><span>, beaten</span></li></ul>'),
    ).toEqual(['2 eggs, beaten']);
  });
});
