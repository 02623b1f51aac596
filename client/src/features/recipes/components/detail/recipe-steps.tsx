import { t } from '#client/lib/language.ts';
import { withoutOwnStepNumber } from '#shared/text/step-number.ts';

/**
 * Steps are numbered across the whole recipe, so "step 5" means one step whichever component it is in.
 * A number the page typed before a step is not shown again beside the list's own.
 */
export function RecipeSteps({ steps, firstNumber }: { steps: string[]; firstNumber: number }) {
  if (steps.length === 0) return <p className="muted">{t('recipes.noSteps')}</p>;
  return (
    <ol className="recipe-steps" start={firstNumber}>
      {steps.map((step, index) => (
        <li key={index}>{withoutOwnStepNumber(step, firstNumber + index, index + 1)}</li>
      ))}
    </ol>
  );
}
