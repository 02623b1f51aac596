import { describe, expect, it } from 'vitest';
import { DENSITY_SOURCES, DENSITY_TABLE } from '#shared/scaling/density-table.ts';
import { measureOf } from '#shared/scaling/measures.ts';
import { densityOf, toMetric } from '#shared/scaling/metric.ts';

describe('the density table', () => {
  it('covers the staples a chef measures by volume, each figure from a named source', () => {
    expect(DENSITY_TABLE.length).toBeGreaterThanOrEqual(80);
    for (const entry of DENSITY_TABLE) {
      expect(DENSITY_SOURCES[entry.source], entry.label).toBeTruthy();
      const [grams, amount, unit] = entry.weighs;
      expect(measureOf(unit)?.kind, `${entry.label}: ${unit}`).toBe('volume');
      const perMl = grams / (amount * measureOf(unit)!.base);
      // Nothing a pastry kitchen measures by volume is lighter than saffron or heavier than syrup.
      expect(perMl, entry.label).toBeGreaterThan(0.1);
      expect(perMl, entry.label).toBeLessThan(1.6);
    }
  });

  it('names every entry in English, Finnish and Swedish, and no name twice', () => {
    const seen = new Map<string, string>();
    for (const entry of DENSITY_TABLE) {
      for (const language of ['en', 'fi', 'sv'] as const) {
        expect(entry.names[language].length, `${entry.label} in ${language}`).toBeGreaterThan(0);
      }
      for (const name of new Set([...entry.names.en, ...entry.names.fi, ...entry.names.sv])) {
        expect(seen.get(name.toLowerCase()), `${name} in ${entry.label}`).toBeUndefined();
        seen.set(name.toLowerCase(), entry.label);
      }
    }
  });

  it('finds each name back as its own entry: the longest name wins', () => {
    for (const entry of DENSITY_TABLE) {
      for (const name of [...entry.names.en, ...entry.names.fi, ...entry.names.sv]) {
        expect(densityOf(name)?.label, name).toBe(entry.label);
      }
    }
  });

  it('weighs the groups the chef measures in spoons and cups, in all three languages', () => {
    const expected: [string, string][] = [
      ['ground cinnamon', 'cinnamon'],
      ['kanelia', 'cinnamon'],
      ['malen kanel', 'cinnamon'],
      ['fresh lemon juice', 'lemon juice'],
      ['sitruunamehua', 'lemon juice'],
      ['pressad citron', 'lemon juice'],
      ['vetemjöl', 'flour'],
      ['strösocker', 'sugar'],
      ['jauhettua kardemummaa', 'cardamom'],
      ['leivinjauhetta', 'baking powder'],
      ['bakpulver', 'baking powder'],
      ['vaniljauutetta', 'vanilla extract'],
      ['kaurahiutaleita', 'oats'],
      ['havregryn', 'oats'],
      ['unikonsiemeniä', 'poppy seeds'],
      ['liivatejauhetta', 'gelatine powder'],
      ['hunajaa', 'honey'],
      ['kuohukermaa', 'cream'],
      ['vispgrädde', 'cream'],
      ['maissitärkkelystä', 'cornstarch'],
      ['mandelmjöl', 'ground almonds'],
      ['kaakaojauhetta', 'cocoa'],
    ];
    for (const [name, label] of expected) expect(densityOf(name)?.label, name).toBe(label);
  });

  it('turns the spoons of the issue into grams: cinnamon and lemon juice no longer stay in ml', () => {
    expect(toMetric({ amount: 1, unit: 'tsp', name: 'ground cinnamon' })).toMatchObject({ unit: 'g' });
    expect(toMetric({ amount: 2, unit: 'tbsp', name: 'lemon juice' })).toMatchObject({ unit: 'g' });
    expect(toMetric({ amount: 1, unit: 'tl', name: 'kanelia' })).toMatchObject({
      amount: (2.6 / 4.92892159375) * 5,
      unit: 'g',
    });
  });
});
