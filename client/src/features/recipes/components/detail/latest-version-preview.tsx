import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { categoryLabel } from '#shared/recipes/categories.ts';
import { formatQuantity } from '#shared/scaling/scaling.ts';

/** The version saved elsewhere, readable next to the form before choosing which one to keep. */
export function LatestVersionPreview({ recipe }: { recipe: Recipe }) {
  return (
    <details className="latest-version">
      <summary>Show the latest saved version</summary>
      <div className="latest-version-body">
        <p>
          <strong>{recipe.title}</strong> · {categoryLabel(recipe.category)} - {recipe.subcategory}
        </p>
        <h3>Ingredients</h3>
        <ul>
          {recipe.ingredients.map((ingredient, index) => (
            <li key={index}>
              {[
                ingredient.amount > 0 ? formatQuantity(ingredient.amount) : '',
                ingredient.unit,
                ingredient.name,
              ]
                .filter(Boolean)
                .join(' ')}
            </li>
          ))}
        </ul>
        <h3>Steps</h3>
        <ol>
          {recipe.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {recipe.notes && (
          <>
            <h3>Notes</h3>
            <p className="recipe-notes">{recipe.notes}</p>
          </>
        )}
      </div>
    </details>
  );
}
