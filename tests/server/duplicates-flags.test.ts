import { describe, expect, it } from 'vitest';
import { computeDuplicateFlags, computeDuplicatePartners } from '#server/recipes/duplicate-flags.ts';
import { recipeGenerator } from '../../scripts/lib/recipe-generator';
import { lcg, naivePartners, randomTitle } from './duplicates-helpers';

describe('computeDuplicateFlags and computeDuplicatePartners', () => {
  it('flag a recipe when another title contains it or is contained in it, ignoring case', () => {
    const titles = [
      { id: 'kakku', title: 'Kakku' },
      { id: 'suklaakakku', title: 'SUKLAAKAKKU' },
      { id: 'pulla', title: 'Äidin pulla' },
      { id: 'pulla2', title: 'äidin PULLA' },
      { id: 'keitto', title: 'Lohikeitto' },
      { id: 'short', title: 'Lo' },
      { id: 'empty', title: '' },
      { id: 'empty2', title: '' },
    ];
    expect(computeDuplicateFlags(titles)).toEqual(new Set(['kakku', 'suklaakakku', 'pulla', 'pulla2']));
    expect(Object.fromEntries(computeDuplicatePartners(titles))).toEqual({
      kakku: 1,
      suklaakakku: 1,
      pulla: 1,
      pulla2: 1,
      keitto: 0,
      short: 0,
      empty: 0,
      empty2: 0,
    });
  });

  it('count a title shorter than three letters only when identical', () => {
    const titles = [
      { id: 'a', title: 'Xo' },
      { id: 'b', title: 'xo' },
      { id: 'c', title: 'Xoxo' },
      { id: 'd', title: 'Xox' },
    ];
    expect(Object.fromEntries(computeDuplicatePartners(titles))).toEqual({ a: 1, b: 1, c: 1, d: 1 });
  });

  it.each([
    ['mixed letters, spaces, wildcards and emoji', 'aAbäÄ %_😀'],
    ['two letters, so titles repeat inside each other', 'aAb'],
  ])('agree with the naive pairwise rule on random titles: %s', (_, alphabet) => {
    const random = lcg(42);
    for (let trial = 0; trial < 400; trial++) {
      const titles = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, i) => ({
        id: String(i),
        title: randomTitle(random, alphabet),
      }));
      const expected = naivePartners(titles);
      expect(computeDuplicatePartners(titles)).toEqual(expected);
      expect(computeDuplicateFlags(titles)).toEqual(
        new Set([...expected].filter(([, n]) => n > 0).map(([id]) => id)),
      );
    }
  });

  it('handle 10,000 generated titles without comparing them pairwise', () => {
    const next = recipeGenerator(1);
    const titles = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), title: next().title }));
    const sample = titles.slice(0, 1500);
    expect(computeDuplicatePartners(sample)).toEqual(naivePartners(sample));

    let fastest = Number.POSITIVE_INFINITY;
    let flagged = new Set<string>();
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      flagged = computeDuplicateFlags(titles);
      fastest = Math.min(fastest, performance.now() - started);
    }
    expect(flagged.size).toBeGreaterThan(0);
    expect(flagged.size).toBeLessThan(titles.length);
    // Comparing pairwise takes seconds here. The bench measures the real figure (tens of milliseconds
    // at most); this bound only has to catch a quadratic algorithm on a busy test machine.
    expect(fastest).toBeLessThan(1000);
  });
});
