import { describe, expect, it } from 'vitest';
import { normalizeUnit } from '#shared/ingredients.ts';
import { measureOf } from '#shared/scaling/measures.ts';
import { describeReadings, type IngredientCase } from './ingredient-cases';

// Lines as the Swedish, Norwegian, Danish, German and French recipe sites of the corpus write them
// (../shared/corpus/recipe-pages: ica.se, koket.se, alltommat.se, tine.no, vegetarbloggen.no, dr.dk,
// spisbedre.dk, madsvin.com, lecker.de, ndr.de, rewe.de, picnic.app, aldi-*.de, marmiton.org,
// chefnini.com, 750g.com, hellofresh.com, recette.plus …). Units become the abbreviation the language
// writes; the name keeps its words.
const SWEDISH: IngredientCase[] = [
  ['2 msk smör', 2, 'msk', 'smör'],
  ['1 tsk salt', 1, 'tsk', 'salt'],
  ['2 krm nymald svartpeppar', 2, 'krm', 'nymald svartpeppar'],
  ['2.5 dl vatten', 2.5, 'dl', 'vatten'],
  ['1 1/2 tsk tomatpuré', 1.5, 'tsk', 'tomatpuré'],
  ['1 burk musslor (à 150 g)', 1, 'burk', 'musslor', ['à 150 g']],
  ['2 st ägg', 2, 'stk', 'ägg'],
  ['1 matsked honung', 1, 'msk', 'honung'],
];
const NORWEGIAN: IngredientCase[] = [
  ['3 ss olivenolje', 3, 'ss', 'olivenolje'],
  ['2 ts malt spisskummen', 2, 'ts', 'malt spisskummen'],
  ['1 stk rødløk', 1, 'stk', 'rødløk'],
  ['2 fedd hvitløk', 2, 'fed', 'hvitløk'],
  ['1 boks TINE® Lett Crème Fraîche 17 %', 1, 'boks', 'TINE® Lett Crème Fraîche 17 %'],
  ['1 bunt dill', 1, 'bunt', 'dill'],
  ['2 spiseskjeer sukker', 2, 'ss', 'sukker'],
];
const DANISH: IngredientCase[] = [
  ['1 spsk. koldt vand', 1, 'spsk', 'koldt vand'],
  ['2 tsk. maizena', 2, 'tsk', 'maizena'],
  ['2 fed hvidløg', 2, 'fed', 'hvidløg'],
  ['1 bundt frisk dild', 1, 'bundt', 'frisk dild'],
  ['1 dåse sød kondenseret mælk', 1, 'dåse', 'sød kondenseret mælk'],
  ['1 knivspids salt', 1, 'knsp', 'salt'],
  ['½ tsk salt', 0.5, 'tsk', 'salt'],
];
const GERMAN: IngredientCase[] = [
  ['1 EL Rosmarin', 1, 'el', 'Rosmarin'],
  ['2 Esslöffel Honig', 2, 'el', 'Honig'],
  ['½ TL Kreuzkümmel', 0.5, 'tl', 'Kreuzkümmel'],
  ['½ Teel. Kreuzkümmel', 0.5, 'tl', 'Kreuzkümmel'],
  ['1/2 Bund Petersilie', 0.5, 'bund', 'Petersilie'],
  ['0.5 Bd. Schnittlauch', 0.5, 'bund', 'Schnittlauch'],
  ['Bund Petersilie', 0, 'bund', 'Petersilie'],
  ['2 Stück', 2, 'stk', ''],
  ['1 Stück Knoblauchzehe', 1, 'stk', 'Knoblauchzehe'],
  ['3 Stk. Pak Choi', 3, 'stk', 'Pak Choi'],
  ['1 Prise Salz', 1, 'prise', 'Salz'],
  ['2 Prisen Salz', 2, 'prise', 'Salz'],
  ['1.0 Prise(n) Zucker', 1, 'prise', 'Zucker'],
  ['Prise Salz', 0, 'prise', 'Salz'],
  ['1 Msp. Pimentpulver', 1, 'msp', 'Pimentpulver'],
  ['1 Messerspitze geräuchertes Paprikapulver', 1, 'msp', 'geräuchertes Paprikapulver'],
  ['2 Becher Sahne', 2, 'becher', 'Sahne'],
  ['1 Pck. Vanillezucker', 1, 'pck', 'Vanillezucker'],
  ['0,5 Päckchen Trockenhefe', 0.5, 'pck', 'Trockenhefe'],
  ['2 Zehen Knoblauch', 2, 'zehe', 'Knoblauch'],
  ['1 Dose ganze geschälte Tomaten (380g)', 1, 'dose', 'ganze geschälte Tomaten', ['380g']],
  ['1 Tasse Mehl', 1, 'tasse', 'Mehl'],
  ['3 Scheiben Toast', 3, 'scheibe', 'Toast'],
  ['1.0 Stange(n) Lauch', 1, 'stange', 'Lauch'],
  ['2 Zweige Thymian', 2, 'zweig', 'Thymian'],
  ['6 Stiele Koriander', 6, 'stiel', 'Koriander'],
  ['1 Handvoll Blattsalat', 1, 'handvoll', 'Blattsalat'],
  ['etwas Schnittlauch', 0, '', 'etwas Schnittlauch'],
];
const FRENCH: IngredientCase[] = [
  ['1 c. à s. de sucre', 1, 'c. à s.', 'sucre'],
  ['6 c.à.s d’huile d’olive', 6, 'c. à s.', 'huile d’olive'],
  ["6 c.à.s d'huile d'olive", 6, 'c. à s.', "huile d'olive"],
  ['1 c. à soupe de graines de chia', 1, 'c. à s.', 'graines de chia'],
  ['1 cuillère à soupe Huile d’olive', 1, 'c. à s.', 'Huile d’olive'],
  ['2 cuillères à soupe de farine', 2, 'c. à s.', 'farine'],
  ['4 cs de parmesan fraîchement râpé', 4, 'c. à s.', 'parmesan fraîchement râpé'],
  ['1 c. à c. de cumin', 1, 'c. à c.', 'cumin'],
  ['½ cuillère à café de poivre noir', 0.5, 'c. à c.', 'poivre noir'],
  ['¼ de c. à thé de thym', 0.25, '', 'c. à thé de thym'],
  ['1 pincée de sel', 1, 'pincée', 'sel'],
  ['3 gousses d’ail', 3, 'gousse', 'ail'],
  ['1 sachet de levure', 1, 'sachet', 'levure'],
  ['1 verre de vin blanc', 1, 'verre', 'vin blanc'],
  ['1 botte de persil plat', 1, 'botte', 'persil plat'],
  ['2 pièce(s) Gousse d’ail', 2, 'pièce', 'Gousse d’ail'],
  ['1 brin de thym', 1, 'brin', 'thym'],
  ['1 feuille de laurier', 1, 'feuille', 'laurier'],
  ['20 cl de vin blanc sec', 20, 'cl', 'vin blanc sec'],
  ["1 kg d'oignons", 1, 'kg', 'oignons'],
];

describeReadings('Swedish lines', SWEDISH);
describeReadings('Norwegian lines', NORWEGIAN);
describeReadings('Danish lines', DANISH);
describeReadings('German lines', GERMAN);
describeReadings('French lines', FRENCH);

describe('one unit table for every language', () => {
  it('gives the spoons of every language their metric size', () => {
    for (const unit of [
      'el',
      'EL',
      'Esslöffel',
      'msk',
      'ss',
      'spsk',
      'c. à s.',
      'cuillères à soupe',
      'rkl',
    ]) {
      expect(measureOf(unit), unit).toEqual({ kind: 'volume', base: 15 });
    }
    for (const unit of ['tl', 'TL', 'Teelöffel', 'tsk', 'ts', 'teskje', 'c. à c.', 'cuillère à café']) {
      expect(measureOf(unit), unit).toEqual({ kind: 'volume', base: 5 });
    }
    expect(measureOf('krm')).toEqual({ kind: 'volume', base: 1 });
  });

  it('counts what has no size', () => {
    for (const unit of ['Bund', 'Prise', 'Stück', 'gousse', 'fed', 'pincée']) {
      expect(normalizeUnit(unit), unit).not.toBe('');
      expect(measureOf(unit), unit).toBeNull();
    }
  });

  it('keeps English words that look like another language’s unit', () => {
    expect(normalizeUnit('St')).toBe('');
    expect(normalizeUnit('branches')).toBe('');
    expect(normalizeUnit('De')).toBe('');
  });
});
