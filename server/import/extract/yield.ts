import { QUANTITY, quantityValue } from '../../../shared/numbers';

const FIRST_QUANTITY = new RegExp(QUANTITY);

/**
 * The number of servings in a recipeYield or a written yield: 4, "4", "4 servings", ["4", "4 servings"],
 * "Makes 12 cookies", "Serves 4-6" (the first value), "4 annosta". null when there is no number.
 */
export function yieldServings(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = yieldServings(item);
      if (servings !== null) return servings;
    }
    return null;
  }
  if (value && typeof value === 'object' && 'value' in value) return yieldServings(value.value);
  if (typeof value !== 'string') return null;
  const match = FIRST_QUANTITY.exec(value);
  if (!match) return null;
  const servings = quantityValue(match[0]);
  return servings > 0 ? servings : null;
}
