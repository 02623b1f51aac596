import type { Ingredient } from './recipes/recipe';
import { formatAmount } from './scaling/scaling';

/** An amount of 0 means "as needed" (salt, to taste): no number reads better than "0". */
export function quantityText(amount: number, unit: string): string {
  return [amount > 0 ? formatAmount(amount, unit) : '', unit].filter(Boolean).join(' ');
}

/** The line as the chef wrote it, unscaled: the detail page's metric view and every export show it. */
export function ingredientAsWritten(
  ingredient: Pick<Ingredient, 'amount' | 'unit' | 'name' | 'original'>,
): string {
  return (
    ingredient.original ??
    [quantityText(ingredient.amount, ingredient.unit), ingredient.name].filter(Boolean).join(' ')
  );
}
