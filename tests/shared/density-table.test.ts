import { describe, expect, it } from 'vitest';
import { DENSITY_SOURCES, DENSITY_TABLE } from '#shared/scaling/density-table.ts';
import { isUsVolume, measureOf } from '#shared/scaling/measures.ts';
import { convertAmount, densityOf, toMetric } from '#shared/scaling/metric.ts';

const grams = (amount: number, unit: string, name: string) => convertAmount(amount, unit, 'g', name);

describe('the density table', () => {
  it('covers the staples a chef measures by volume, each figure from a source the file names', () => {
    expect(DENSITY_TABLE.length).toBeGreaterThanOrEqual(80);
    const used = new Set<string>();
    for (const entry of DENSITY_TABLE) {
      expect(entry.figures.length, entry.label).toBeGreaterThan(0);
      for (const figure of entry.figures) {
        expect(Object.keys(DENSITY_SOURCES), `${entry.label}: ${figure.source}`).toContain(figure.source);
        expect(figure.item.trim(), entry.label).not.toBe('');
        used.add(figure.source);
        const [grams, amount, unit] = figure.weighs;
        expect(measureOf(unit)?.kind, `${entry.label}: ${unit}`).toBe('volume');
        const perMl = grams / (amount * measureOf(unit)!.base);
        // Nothing a pastry kitchen measures by volume is lighter than saffron or heavier than syrup.
        expect(perMl, entry.label).toBeGreaterThan(0.1);
        expect(perMl, entry.label).toBeLessThan(1.6);
      }
      // One figure per system of measures: a second cup figure would never be read.
      const systems = entry.figures.map((figure) => isUsVolume(figure.weighs[2]));
      expect(new Set(systems).size, entry.label).toBe(systems.length);
    }
    for (const [key, source] of Object.entries(DENSITY_SOURCES)) {
      expect(source.title.trim(), key).not.toBe('');
      expect(source.url, key).toMatch(/^https:\/\/\S+$/);
      expect(used.has(key), `${key} is cited`).toBe(true);
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

  it('finds a line by its inflected forms: Finnish partitive and genitive, Swedish definite', () => {
    const expected: [string, string][] = [
      // Finnish partitive (a list's "2 dl sokeria") and genitive ("sokerin ja voin vaahto")
      ['vehnäjauhoja', 'flour'],
      ['vehnäjauhon', 'flour'],
      ['sokeria', 'sugar'],
      ['sokerin', 'sugar'],
      ['kaakaojauhetta', 'cocoa'],
      ['voita', 'butter'],
      ['voin', 'butter'],
      ['sulatettua voita', 'melted butter'],
      ['tomusokerin', 'icing sugar'],
      ['fariinisokeria', 'brown sugar'],
      ['siirappia', 'syrup'],
      ['siirapin', 'syrup'],
      ['vaniljauutteen', 'vanilla extract'],
      ['jogurtin', 'yogurt'],
      ['kondensoidun maidon', 'evaporated milk'],
      ['perunajauhon', 'potato starch'],
      ['ruisjauhojen', 'rye flour'],
      ['kardemumman', 'cardamom'],
      ['vettä', 'water'],
      ['maidon', 'milk'],
      ['kerman', 'cream'],
      ['munanvalkuaisia', 'egg white'],
      ['maissitärkkelyksen', 'cornstarch'],
      // A compound's own name before the word it ends in: lime juice is no orange juice's 'mehua'.
      ['limetinmehua', 'lime juice'],
      // Swedish definite forms ("vispa smöret och sockret")
      ['smöret', 'butter'],
      ['sockret', 'sugar'],
      ['farinsockret', 'brown sugar'],
      ['florsockret', 'icing sugar'],
      ['vetemjölet', 'flour'],
      ['mjölet', 'flour'],
      ['potatismjölet', 'potato starch'],
      ['mjölken', 'milk'],
      ['grädden', 'cream'],
      ['honungen', 'honey'],
      ['sirapen', 'syrup'],
      ['bakpulvret', 'baking powder'],
      ['kakaon', 'cocoa'],
      ['saltet', 'salt'],
      ['vattnet', 'water'],
      ['smälta smöret', 'melted butter'],
      // A typographic apostrophe reads as the plain one.
      ['confectioners’ sugar', 'icing sugar'],
    ];
    for (const [name, label] of expected) expect(densityOf(name)?.label, name).toBe(label);
  });

  it('takes the figure of the line’s own system of measures: a cup of flour is no dl of flour × 2.37', () => {
    expect(grams(1, 'cup', 'all-purpose flour')).toBeCloseTo(120);
    expect(grams(1, 'dl', 'vehnäjauhoja')).toBeCloseTo(65);
    // One figure only: every system reads it.
    expect(grams(1, 'dl', 'honey')).toBeCloseTo((339 / 236.5882365) * 100);
    expect(grams(1, 'cup', 'siirappia')).toBeCloseTo(1.4 * 236.5882365);
    // The other way round, grams into the volume she asked for.
    expect(convertAmount(240, 'g', 'cup', 'flour')).toBeCloseTo(2);
    expect(convertAmount(130, 'g', 'dl', 'flour')).toBeCloseTo(2);
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

describe('figures as their sources print them', () => {
  it('USDA SR Legacy household weights (NDB 02010, 02047, 18369, 19177, 19296, 09160)', () => {
    expect(grams(1, 'tsp', 'ground cinnamon')).toBeCloseTo(2.6);
    expect(grams(1, 'tsp', 'salt')).toBeCloseTo(6);
    expect(grams(1, 'tsp', 'baking powder')).toBeCloseTo(4.6);
    expect(grams(1, 'tbsp', 'gelatine')).toBeCloseTo(7);
    expect(grams(1, 'cup', 'honey')).toBeCloseTo(339);
    expect(grams(1, 'cup', 'lime juice')).toBeCloseTo(242);
  });

  it('King Arthur Baking, Ingredient Weight Chart (all-purpose, bread, almond flour; demerara)', () => {
    expect(grams(1, 'cup', 'all-purpose flour')).toBeCloseTo(120);
    expect(grams(1, 'cup', 'bread flour')).toBeCloseTo(120);
    expect(grams(1, 'cup', 'almond flour')).toBeCloseTo(96);
    expect(grams(1, 'cup', 'demerara sugar')).toBeCloseTo(220);
  });

  it('K-Ruoka, Mitat ja muunnokset haltuun! (1 dl vehnäjauhoja, sokeria, fariinisokeria, siirappia)', () => {
    expect(grams(1, 'dl', 'vehnäjauhoja')).toBeCloseTo(65);
    expect(grams(1, 'dl', 'sokeria')).toBeCloseTo(85);
    expect(grams(1, 'dl', 'fariinisokeria')).toBeCloseTo(70);
    expect(grams(1, 'dl', 'siirappia')).toBeCloseTo(140);
    expect(grams(1, 'dl', 'perunajauhoja')).toBeCloseTo(70);
  });
});
