import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { categoryLabel } from '#shared/recipes/categories.ts';

/** The short line under the title: where the recipe is filed, how long it takes, and what it needs. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const facts = [
    `${categoryLabel(recipe.category)} - ${recipe.subcategory}`,
    recipe.preparationTime > 0 && `Preparation ${recipe.preparationTime} min`,
    recipe.cookingTime > 0 && `Cooking ${recipe.cookingTime} min`,
    recipe.totalTime > 0 && `Total ${recipe.totalTime} min`,
    `Difficulty: ${recipe.difficulty}`,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <>
      <ul className="recipe-facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {recipe.equipment.length > 0 && (
        <p className="recipe-equipment muted">Equipment: {recipe.equipment.join(', ')}</p>
      )}
      {recipe.sourceUrl && (
        <p className="recipe-source muted">
          Source:{' '}
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer">
            {new URL(recipe.sourceUrl).hostname}
          </a>
        </p>
      )}
    </>
  );
}
