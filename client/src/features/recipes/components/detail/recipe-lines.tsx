import { useId, useState } from 'react';
import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { useRecipeScaling } from '#client/features/recipes/hooks/use-recipe-scaling.ts';
import { t } from '#client/lib/language.ts';
import { hasNamedComponents, recipeSections } from '#shared/recipes/components.ts';
import { ScaledIngredients } from '../scaling/scaled-ingredients';
import { ScalingPanel } from '../scaling/scaling-panel';
import { CookMode } from './cook-mode';
import { RecipeSteps } from './recipe-steps';

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
          {t('recipes.cookMode')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('recipes.print')}
        </button>
      </div>
    </>
  );

  if (cooking) return <CookMode recipe={recipe} view={view} onExit={() => setCooking(false)} />;

  if (!hasNamedComponents(recipe.components)) {
    return (
      <div className="recipe-columns">
        <section className="card" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`}>{t('recipes.ingredients')}</h2>
          {panel}
          <ScaledIngredients ingredients={recipe.ingredients} firstIndex={0} view={view} />
        </section>
        <section className="card" aria-labelledby={`${id}-instructions`}>
          <h2 id={`${id}-instructions`}>{t('recipes.instructions')}</h2>
          <RecipeSteps steps={recipe.instructions} firstNumber={1} />
        </section>
      </div>
    );
  }

  const sections = recipeSections(recipe, t('recipes.instructions'));
  return (
    <>
      <section className="card recipe-scaling" aria-label={t('recipes.scaling')}>
        {panel}
      </section>
      {sections.components.map((part, index) => {
        const headingId = `${id}-component-${index}`;
        const both = part.ingredients.length > 0 && part.instructions.length > 0;
        return (
          <section key={index} className="card recipe-component" aria-labelledby={headingId}>
            <h2 id={headingId}>{part.title}</h2>
            {/* A component shows what it has: no empty "Steps" under one that is only ingredients. */}
            <div className={both ? 'recipe-columns' : undefined}>
              {part.ingredients.length > 0 && (
                <div>
                  {both && <h3 className="recipe-component-label">{t('recipes.ingredients')}</h3>}
                  <ScaledIngredients
                    ingredients={part.ingredients}
                    firstIndex={part.firstIngredient}
                    view={view}
                  />
                </div>
              )}
              {part.instructions.length > 0 && (
                <div>
                  {both && <h3 className="recipe-component-label">{t('recipes.steps')}</h3>}
                  <RecipeSteps steps={part.instructions} firstNumber={part.firstStep + 1} />
                </div>
              )}
            </div>
          </section>
        );
      })}
      {sections.method && (
        <section className="card recipe-method" aria-labelledby={`${id}-method`}>
          <h2 id={`${id}-method`}>{sections.method.title}</h2>
          <RecipeSteps steps={sections.method.instructions} firstNumber={sections.method.firstStep + 1} />
        </section>
      )}
    </>
  );
}
