import { formatScaledAmount } from '../../../../../shared/scaling';
import type { Recipe } from '../hooks/use-recipe';

type Ingredient = Recipe['ingredients'][number];

/** An amount of 0 means "as needed" (salt, to taste): no number reads better than "0". */
function quantity(ingredient: Ingredient, multiplier: number): string {
  const amount = ingredient.amount > 0 ? formatScaledAmount(ingredient.amount, multiplier) : '';
  return [amount, ingredient.unit].filter(Boolean).join(' ');
}

export function ScaledIngredients({
  ingredients,
  multiplier,
}: {
  ingredients: Ingredient[];
  multiplier: number;
}) {
  if (ingredients.length === 0) return <p className="muted">No ingredients</p>;
  return (
    <ul className="recipe-ingredients">
      {ingredients.map((ingredient, index) => (
        <li key={index}>
          <span className="amount">{quantity(ingredient, multiplier)}</span>{' '}
          <span className="name">{ingredient.name}</span>
        </li>
      ))}
    </ul>
  );
}
