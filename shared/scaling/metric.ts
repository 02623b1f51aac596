import { ingredientAsWritten } from '../ingredient-text';
import type { MessageKey } from '../messages/en';
import type { Ingredient } from '../recipes/recipe';
import { printedGrams } from './amount-spans';
import { DENSITY_TABLE, type DensityEntry, type DensityFigure } from './density-table';
import { isUsVolume, measureOf } from './measures';

export interface Density {
  label: string;
  gramsPerMl: number;
  /** A flour: the base of baker's percentages by default. */
  flour: boolean;
}

/** Grams per millilitre of a figure, from the weight and the volume its source gives. */
function gramsPerMl(figure: DensityFigure): number {
  const [grams, amount, unit] = figure.weighs;
  return grams / (amount * measureOf(unit)!.base);
}

/**
 * The entry's figure for a line measured in `unit`: its US cup-and-spoon figure for a US volume, its
 * metric one for any other, the first when it has none of that system.
 */
function figureFor(entry: DensityEntry, unit: string | undefined): DensityFigure {
  const us = unit !== undefined && isUsVolume(unit);
  return entry.figures.find((figure) => isUsVolume(figure.weighs[2]) === us) ?? entry.figures[0]!;
}

/** Every name of the table in every language, longest first, so the most specific one is tried first. */
const NAMES = DENSITY_TABLE.flatMap((entry) =>
  [...entry.names.en, ...entry.names.fi, ...entry.names.sv].map((name) => ({
    name: name.toLowerCase(),
    entry,
  })),
).sort((a, b) => b.name.length - a.name.length);

const COMPOUND_PART_MIN = 5;

/** Typographic apostrophes read as the plain one the names are written with ("confectioners’ sugar"). */
const APOSTROPHES = /[\u2018\u2019]/g;

function entryOf(name: string): DensityEntry | null {
  const text = name.toLowerCase().replace(APOSTROPHES, "'");
  for (const { name: known, entry } of NAMES) {
    let at = text.indexOf(known);
    while (at >= 0) {
      const startsWord = at === 0 || !/\p{L}/u.test(text[at - 1]!);
      if (startsWord || known.length >= COMPOUND_PART_MIN) return entry;
      at = text.indexOf(known, at + 1);
    }
  }
  return null;
}

/**
 * The density of an ingredient by its name in English, Finnish or Swedish, or null when the table has
 * none; for a volume `unit`, the figure its source measured in that system (a cup of flour is not a
 * dl of flour times 2.37).
 */
export function densityOf(name: string, unit?: string): Density | null {
  const entry = entryOf(name);
  if (!entry) return null;
  return { label: entry.label, gramsPerMl: gramsPerMl(figureFor(entry, unit)), flour: entry.flour ?? false };
}

/** A line in the metric view: converted to grams or millilitres, or kept as written with the reason. */
export type MetricLine =
  | { converted: true; amount: number; unit: 'g' | 'ml'; density: Density | null; printed?: true }
  | { converted: false; reason: MetricReason };

export type MetricReason = (typeof METRIC_REASONS)[keyof typeof METRIC_REASONS];

/** Why a line is not in grams, as catalogue keys: the screen says it in the chef's language. */
export const METRIC_REASONS = {
  noAmount: 'scaling.reason.noAmount',
  counted: 'scaling.reason.counted',
  noDensity: 'scaling.reason.noDensity',
} as const satisfies Record<string, MessageKey>;

type MeasuredIngredient = Pick<Ingredient, 'amount' | 'unit' | 'name' | 'original'>;

/**
 * An ingredient in grams, its amount times `factor`: grams the line prints for its amount win
 * ("1 1/2 cups (180g) flour" is 180 g, whatever a density says); else weights as they are and
 * volumes through the density of what is measured. A volume of something the table does not know
 * stays a volume, in millilitres, and says why.
 */
export function toMetric(ingredient: MeasuredIngredient, factor = 1): MetricLine {
  if (!(ingredient.amount > 0)) {
    return {
      converted: false,
      reason: measureOf(ingredient.unit) ? METRIC_REASONS.noAmount : METRIC_REASONS.counted,
    };
  }
  const printed = printedGrams(ingredientAsWritten(ingredient), ingredient.amount, ingredient.unit);
  if (printed !== null)
    return { converted: true, amount: printed * factor, unit: 'g', density: null, printed: true };
  const measure = measureOf(ingredient.unit);
  if (!measure) return { converted: false, reason: METRIC_REASONS.counted };
  const base = ingredient.amount * factor * measure.base;
  if (measure.kind === 'mass') return { converted: true, amount: base, unit: 'g', density: null };
  const density = densityOf(ingredient.name, ingredient.unit);
  if (density) return { converted: true, amount: base * density.gramsPerMl, unit: 'g', density };
  return { converted: true, amount: base, unit: 'ml', density: null };
}

/** Grams of an ingredient, or null when it cannot be weighed (a count, a volume of unknown density). */
export function gramsOf(ingredient: MeasuredIngredient): number | null {
  const line = toMetric(ingredient);
  return line.converted && line.unit === 'g' ? line.amount : null;
}

/**
 * `amount` of `fromUnit` expressed in `toUnit` for this ingredient: directly between two weights or
 * two volumes, through its density between a weight and a volume. Null when there is no way across.
 */
export function convertAmount(
  amount: number,
  fromUnit: string,
  toUnit: string,
  ingredientName: string,
): number | null {
  if (fromUnit.trim().toLowerCase() === toUnit.trim().toLowerCase()) return amount;
  const from = measureOf(fromUnit);
  const to = measureOf(toUnit);
  if (!from || !to) return null;
  const inBase = amount * from.base;
  if (from.kind === to.kind) return inBase / to.base;
  const density = densityOf(ingredientName, from.kind === 'volume' ? fromUnit : toUnit);
  if (!density) return null;
  return from.kind === 'volume'
    ? (inBase * density.gramsPerMl) / to.base
    : inBase / density.gramsPerMl / to.base;
}
