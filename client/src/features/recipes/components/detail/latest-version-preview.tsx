import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { categoryName } from '#client/features/recipes/recipe-labels.ts';
import { t } from '#client/lib/language.ts';
import { formatQuantity } from '#shared/scaling/scaling.ts';

/** The version saved elsewhere, readable next to the form before choosing which one to keep. */
export function LatestVersionPreview({ recipe }: { recipe: Recipe }) {
  return (
    <details className="latest-version">
      <summary>{t('edit.showLatest')}</summary>
      <div className="latest-version-body">
        <p>
          <strong>{recipe.title}</strong> · {categoryName(recipe.category)} - {recipe.subcategory}
        </p>
        <h3>{t('recipes.ingredients')}</h3>
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
        <h3>{t('recipes.steps')}</h3>
        <ol>
          {recipe.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {recipe.notes && (
          <>
            <h3>{t('recipes.notes')}</h3>
            <p className="recipe-notes">{recipe.notes}</p>
          </>
        )}
      </div>
    </details>
  );
}
