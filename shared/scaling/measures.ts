import { normalizeUnit } from '../ingredients';

export type MeasureKind = 'mass' | 'volume';

/** How much one unit is in grams (mass) or millilitres (volume). */
export interface Measure {
  kind: MeasureKind;
  base: number;
}

const mass = (grams: number): Measure => ({ kind: 'mass', base: grams });
const volume = (millilitres: number): Measure => ({ kind: 'volume', base: millilitres });

/**
 * Every unit the metric view converts, by the name parseIngredientLine gives it (shared/ingredients.ts
 * spells them; normalizeUnit reads any spelling). US customary measures; the metric spoons of the
 * Nordic, German and French kitchens (rkl, el, msk, ss, spsk, c. à s.: 15 ml; tl, tsk, ts, c. à c.:
 * 5 ml) are the standard ones, a maustemitta or kryddmått 1 ml, a British dessertspoon 10 ml. A stick is a US stick of
 * butter, 1/2 cup = 113 g. A unit of the unit table (shared/ingredient-line/unit-table.ts) that
 * measures a mass or a volume has an entry here; tests/shared/pastry.test.ts checks it.
 */
const MEASURES: Readonly<Record<string, Measure>> = {
  g: mass(1),
  gram: mass(1),
  kg: mass(1000),
  kilogram: mass(1000),
  kilo: mass(1000),
  mg: mass(0.001),
  oz: mass(28.349523125),
  ounce: mass(28.349523125),
  lb: mass(453.59237),
  pound: mass(453.59237),
  stick: mass(113.4),
  ml: volume(1),
  millilitre: volume(1),
  milliliter: volume(1),
  cl: volume(10),
  dl: volume(100),
  l: volume(1000),
  litre: volume(1000),
  liter: volume(1000),
  mm: volume(1),
  tl: volume(5),
  rkl: volume(15),
  el: volume(15),
  msk: volume(15),
  tsk: volume(5),
  krm: volume(1),
  ss: volume(15),
  ts: volume(5),
  spsk: volume(15),
  'c. à s.': volume(15),
  'c. à c.': volume(5),
  dessertspoon: volume(10),
  dsp: volume(10),
};

/**
 * The US customary volumes: a density table's cup and spoon figures answer lines measured in these,
 * its decilitre figures every other volume (shared/scaling/density-table.ts).
 */
const US_VOLUMES: Readonly<Record<string, Measure>> = {
  tsp: volume(4.92892159375),
  teaspoon: volume(4.92892159375),
  tbsp: volume(14.78676478125),
  tablespoon: volume(14.78676478125),
  'fl oz': volume(29.5735295625),
  'fluid ounce': volume(29.5735295625),
  cup: volume(236.5882365),
  c: volume(236.5882365),
  cupful: volume(236.5882365),
  pint: volume(473.176473),
  pt: volume(473.176473),
  quart: volume(946.352946),
  qt: volume(946.352946),
  gallon: volume(3785.411784),
  gal: volume(3785.411784),
};

/** The measure a written unit stands for ('dl', 'desilitraa', 'Tbsp', 'cups'), or null for counts and unknowns. */
export function measureOf(unit: string): Measure | null {
  const key = unitKey(unit);
  return key === null ? null : (MEASURES[key] ?? US_VOLUMES[key]!);
}

/** Whether a written unit is a US customary volume (cup, tbsp, tsp, fl oz, pint, quart, gallon). */
export function isUsVolume(unit: string): boolean {
  const key = unitKey(unit);
  return key !== null && Object.hasOwn(US_VOLUMES, key);
}

/** The unit's name in the tables: as written, in lower case, or as normalizeUnit spells it. */
function unitKey(unit: string): string | null {
  const written = unit.trim();
  if (!written) return null;
  if (known(written)) return written;
  if (known(written.toLowerCase())) return written.toLowerCase();
  const normalized = normalizeUnit(written);
  return known(normalized) ? normalized : null;
}

function known(key: string): boolean {
  return Object.hasOwn(MEASURES, key) || Object.hasOwn(US_VOLUMES, key);
}
