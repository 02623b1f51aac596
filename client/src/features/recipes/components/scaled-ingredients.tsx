import { formatScaledAmount, scaleServings } from '../../../../../shared/scaling';
import type { Recipe } from '../hooks/use-recipe';

/** An amount of 0 means "as needed" (salt, to taste): no number reads better than "0". */
function quantity(ingredient: Recipe['ingredients'][number], multiplier: number): string {
  const amount = ingredient.amount > 0 ? formatScaledAmount(ingredient.amount, multiplier) : '';
  return [amount, ingredient.unit].filter(Boolean).join(' ');
}

interface ScaledIngredientsProps {
  recipe: Recipe;
  multiplier: number;
}

export function ScaledIngredients({ recipe, multiplier }: ScaledIngredientsProps) {
  const servings = recipe.servings ? scaleServings(recipe.servings, multiplier) : 0;
  return (
    <>
      {servings > 0 && <p className="recipe-servings">Serves {servings}</p>}
      {recipe.ingredients.length === 0 ? (
        <p className="muted">No ingredients</p>
      ) : (
        <ul className="recipe-ingredients">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={index}>
              <span className="amount">{quantity(ingredient, multiplier)}</span>{' '}
              <span className="name">{ingredient.name}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
