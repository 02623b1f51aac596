import { useId, useState } from 'react';
import { componentTitle, hasNamedComponents, splitComponents } from '../../../../../shared/components';
import type { Recipe } from '../hooks/use-recipe';
import { useRecipeScaling } from '../hooks/use-recipe-scaling';
import { CookMode } from './cook-mode';
import { RecipeSteps } from './recipe-steps';
import { ScaledIngredients } from './scaled-ingredients';
import { ScalingPanel } from './scaling-panel';

/**
 * The recipe's ingredients and steps. A plain recipe shows one ingredient list and one step list; a
 * recipe of components shows one card per component, its ingredients beside its steps (stacked on a
 * phone), in the order the chef put them.
 */
export function RecipeLines({ recipe }: { recipe: Recipe }) {
  const id = useId();
  const scaling = useRecipeScaling(recipe);
  const [cooking, setCooking] = useState(false);
  const view = { factor: scaling.factor, metric: scaling.metric, percentages: scaling.percentages };
  // Beside the ingredients of a plain recipe, above the components of an assembly.
  const panel = (
    <>
      <ScalingPanel recipe={recipe} scaling={scaling} />
      <div className="row recipe-tools">
        <button type="button" className="button" onClick={() => setCooking(true)}>
          Cook mode
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </>
  );

  if (cooking) return <CookMode recipe={recipe} view={view} onExit={() => setCooking(false)} />;
  const parts = splitComponents(recipe.components, recipe.ingredients, recipe.instructions);

  if (!hasNamedComponents(recipe.components)) {
    return (
      <div className="recipe-columns">
        <section className="card" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`}>Ingredients</h2>
          {panel}
          <ScaledIngredients ingredients={recipe.ingredients} firstIndex={0} view={view} />
        </section>
        <section className="card" aria-labelledby={`${id}-instructions`}>
          <h2 id={`${id}-instructions`}>Instructions</h2>
          <RecipeSteps steps={recipe.instructions} firstNumber={1} />
        </section>
      </div>
    );
  }

  let stepsBefore = 0;
  let ingredientsBefore = 0;
  return (
    <>
      <section className="card recipe-scaling" aria-label="Scaling">
        {panel}
      </section>
      {parts.map((part, index) => {
        const firstStep = stepsBefore + 1;
        const firstIndex = ingredientsBefore;
        stepsBefore += part.instructions.length;
        ingredientsBefore += part.ingredients.length;
        const headingId = `${id}-component-${index}`;
        return (
          <section key={index} className="card recipe-component" aria-labelledby={headingId}>
            <h2 id={headingId}>{componentTitle(part, index)}</h2>
            <div className="recipe-columns">
              <div>
                <h3 className="recipe-component-label">Ingredients</h3>
                <ScaledIngredients ingredients={part.ingredients} firstIndex={firstIndex} view={view} />
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
