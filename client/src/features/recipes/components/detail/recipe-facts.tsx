import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { categoryName, difficultyName } from '#client/features/recipes/recipe-labels.ts';
import { t } from '#client/lib/language.ts';

/** The short line under the title: where the recipe is filed, how long it takes, and what it needs. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const facts = [
    `${categoryName(recipe.category)} - ${recipe.subcategory}`,
    recipe.preparationTime > 0 && t('recipes.fact.preparation', { count: recipe.preparationTime }),
    recipe.cookingTime > 0 && t('recipes.fact.cooking', { count: recipe.cookingTime }),
    recipe.totalTime > 0 && t('recipes.fact.total', { count: recipe.totalTime }),
    t('recipes.fact.difficulty', { difficulty: difficultyName(recipe.difficulty) }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <>
      <ul className="recipe-facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {recipe.equipment.length > 0 && (
        <p className="recipe-equipment muted">
          {t('recipes.equipment', { items: recipe.equipment.join(', ') })}
        </p>
      )}
      {recipe.sourceUrl && (
        <p className="recipe-source muted">
          {t('recipes.source')}{' '}
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer">
            {new URL(recipe.sourceUrl).hostname}
          </a>
        </p>
      )}
    </>
  );
}
