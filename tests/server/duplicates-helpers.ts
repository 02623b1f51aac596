import type { TitleRef } from '#server/recipes/duplicate-flags.ts';

/** The rule read naively (spec 4 plus our short-title rule), for comparing with the fast version. */
export function naivePartners(titles: readonly TitleRef[]): Map<string, number> {
  const related = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    if (x === '' || y === '') return false;
    if (x === y) return true;
    const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
    return [...shorter].length >= 3 && longer.includes(shorter);
  };
  return new Map(
    titles.map((a) => [a.id, titles.filter((b) => b.id !== a.id && related(a.title, b.title)).length]),
  );
}

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
export function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Titles from a tiny alphabet, so containment, equality and case variants are frequent. */
export function randomTitle(random: () => number, alphabet = 'aAbäÄ %_😀'): string {
  const length = Math.floor(random() * 7);
  return Array.from({ length }, () => [...alphabet][Math.floor(random() * [...alphabet].length)]).join('');
}
