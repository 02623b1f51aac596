import { type ReactNode, useId } from 'react';
import { hasNamedComponents, splitComponents } from '../../../../../shared/components';
import type { Recipe } from '../hooks/use-recipe';
import { RecipeSteps } from './recipe-steps';
import { ScaledIngredients } from './scaled-ingredients';

interface RecipeLinesProps {
  recipe: Recipe;
  multiplier: number;
  /** The scaling controls: beside the ingredients of a plain recipe, above the components of an assembly. */
  scaling: ReactNode;
}

/**
 * The recipe's ingredients and steps. A plain recipe shows one ingredient list and one step list; a
 * recipe of components shows one card per component, its ingredients beside its steps (stacked on a
 * phone), in the order the chef put them.
 */
export function RecipeLines({ recipe, multiplier, scaling }: RecipeLinesProps) {
  const id = useId();
  const parts = splitComponents(recipe.components, recipe.ingredients, recipe.instructions);

  if (!hasNamedComponents(recipe.components)) {
    return (
      <div className="recipe-columns">
        <section className="card" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`}>Ingredients</h2>
          {scaling}
          <ScaledIngredients ingredients={recipe.ingredients} multiplier={multiplier} />
        </section>
        <section className="card" aria-labelledby={`${id}-instructions`}>
          <h2 id={`${id}-instructions`}>Instructions</h2>
          <RecipeSteps steps={recipe.instructions} firstNumber={1} />
        </section>
      </div>
    );
  }

  let stepsBefore = 0;
  return (
    <>
      <section className="card recipe-scaling" aria-label="Scaling">
        {scaling}
      </section>
      {parts.map((part, index) => {
        const firstStep = stepsBefore + 1;
        stepsBefore += part.instructions.length;
        const headingId = `${id}-component-${index}`;
        return (
          <section key={index} className="card recipe-component" aria-labelledby={headingId}>
            <h2 id={headingId}>{part.name || `Part ${index + 1}`}</h2>
            <div className="recipe-columns">
              <div>
                <h3 className="recipe-component-label">Ingredients</h3>
                <ScaledIngredients ingredients={part.ingredients} multiplier={multiplier} />
              </div>
              <div>
                <h3 className="recipe-component-label">Steps</h3>
                <RecipeSteps steps={part.instructions} firstNumber={firstStep} />
              </div>
            </div>
          </section>
        );
      })}
    </>
  );
}
