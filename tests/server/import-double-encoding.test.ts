/**
 * UTF-8 read as Windows-1252 and written out again ("Ã¤" for ä) is repaired where the import reads
 * text; real Latin-1-range text is left as written. The strings are copied from pages of the corpus
 * (../shared/corpus/recipe-pages) or made by the very fault: real UTF-8 bytes decoded as
 * Windows-1252.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanText } from '#server/import/page/clean-text.ts';
import { readPage } from '#server/import/pipeline.ts';
import { repairDoubleEncoding } from '#server/import/read/double-encoding.ts';
import { readSource } from '#server/import/read/read-source.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');

/** What a server or an editor does when it reads UTF-8 bytes as Windows-1252. */
function readTwice(text: string): string {
  return new TextDecoder('windows-1252').decode(new TextEncoder().encode(text));
}

/** The same read as ISO-8859-1, whose bytes 0x80–0x9F are control characters. */
function readAsLatin1(text: string): string {
  return Buffer.from(new TextEncoder().encode(text)).toString('latin1');
}

describe('double-encoded UTF-8', () => {
  it.each([
    // baking-sense.com (a review on the page), its JSON-LD site name, rewe.de (an icon's id).
    ['ThÃ© mousse is tasty', 'Thé mousse is tasty'],
    ['Baking SenseÂ®', 'Baking Sense®'],
    ['Rezepte & ErnÃ¤hrung', 'Rezepte & Ernährung'],
    // foodfidelity.com: the recipe card's text and its JSON-LD (a no-break space read twice).
    [
      '1 cup Old-Fashioned Oats ?Â½ tbsp Clarified Butter',
      '1 cup Old-Fashioned Oats ?½ tbsp Clarified Butter',
    ],
    ['2/3 cupÂ\u00a0 orange juice', '2/3 cup\u00a0 orange juice'],
    ['1 cloveÂ\u00a0 garlic', '1 clove\u00a0 garlic'],
  ])('repairs %j from a corpus page', (broken, meant) => {
    expect(repairDoubleEncoding(broken)).toBe(meant);
  });

  it.each([
    '1⅓ cups flour',
    'Mary’s “best” scones – with jam…',
    'Smörgåstårta, 2 dl grädde',
    'Crème brûlée façon grand-mère',
    'Ernährung: 1 EL Öl, ½ TL Kümmel',
    '20 × 30 cm, 180 °C',
    'Knäckebröd 😀',
  ])('repairs the fault made from the real bytes of %j', (text) => {
    expect(readTwice(text)).not.toBe(text);
    expect(repairDoubleEncoding(readTwice(text))).toBe(text);
    expect(repairDoubleEncoding(readAsLatin1(text))).toBe(text);
  });

  it('repairs text read wrongly twice', () => {
    expect(repairDoubleEncoding(readTwice(readTwice('Crème brûlée')))).toBe('Crème brûlée');
  });

  it.each([
    'Crème brûlée',
    'Ä',
    '£5',
    'café\u00a0»',
    'Größe: 26 cm Ø',
    'ÅÄÖ åäö ÆØ æø',
    // receptyprevas.sk, hellofresh.com (fr): real text with a letter before a sign of that range.
    'môžeme zvoliť aj múku špaldovú',
    'Práškový cukor',
    'Lien copié !',
  ])('leaves real text %j as written', (text) => {
    expect(repairDoubleEncoding(text)).toBe(text);
  });

  it('repairs structured data once its entities are decoded', () => {
    expect(cleanText('Ern&Atilde;&curren;hrung')).toBe('Ernährung');
  });

  it('repairs a paste before it is read', () => {
    const paste = readTwice('Pulla\n\n2 dl maitoa\n½ tl kardemummaa\n1 ⅓ dl sokeria\n\nSekoita ainekset.');
    const { draft } = readSource({ kind: 'text', text: paste }, false);
    const lines = draft.ingredients.map((i) => i.original);
    expect(lines.join('\n')).not.toMatch(/Ã|Â|â/);
    expect(lines).toContain('½ tl kardemummaa');
  });

  it.skipIf(!existsSync(CORPUS))('reads foodfidelity.com without the broken no-break spaces', () => {
    const html = readFileSync(resolve(CORPUS, 'foodfidelity.com/foodfidelity_groups.testhtml'), 'utf8');
    const lines = readPage(html).ingredients;
    expect(lines).toContain('2/3 cup orange juice');
    expect(lines.join('\n')).not.toContain('Â');
  });
  if (!existsSync(CORPUS)) console.warn(`Skipped the corpus page: ${CORPUS} is absent.`);
});
