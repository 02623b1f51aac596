import { useId } from 'react';
import { SelectField } from '#client/components/ui/select-field.tsx';
import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import {
  type RecipeScaling,
  type ScaleMode,
  typedServings,
} from '#client/features/recipes/hooks/use-recipe-scaling.ts';
import { useSaveYield } from '#client/features/recipes/hooks/use-save-yield.ts';
import { t } from '#client/lib/language.ts';
import { ingredientAsWritten } from '#shared/ingredient-text.ts';
import { componentTitle, toParts } from '#shared/recipes/components.ts';
import { describePan, type Pan } from '#shared/scaling/pans.ts';
import { batchWeight } from '#shared/scaling/scale-by.ts';
import { formatQuantity, formatScaleReading, scaleServings } from '#shared/scaling/scaling.ts';
import { fromPanDraft, PanFields } from '../pan-fields';
import { ScaleControl } from './scale-control';

const MODES: readonly ScaleMode[] = ['multiplier', 'servings', 'ingredient', 'weight', 'pan'];

const samePan = (a: Pan, b: Pan | null) => JSON.stringify(a) === JSON.stringify(b);

/** Scale by ×multiplier (the default), servings, one ingredient, a batch weight or a pan; view in grams or baker's %. */
export function ScalingPanel({ recipe, scaling }: { recipe: Recipe; scaling: RecipeScaling }) {
  const id = useId();
  const { mode, inputs, change } = scaling;
  const servings = recipe.servings ? scaleServings(recipe.servings, scaling.factor) : 0;
  const named = toParts(recipe);
  const yieldSaving = useSaveYield(recipe);
  const recipePan = fromPanDraft(inputs.recipePan);

  return (
    <div className="scaling-panel stack">
      <SelectField
        label={t('scaling.scaleBy')}
        options={MODES.map((value) => ({ value, label: t(`scaling.mode.${value}`) }))}
        value={mode}
        onChange={(next) => scaling.setMode(next as ScaleMode)}
      />

      {mode === 'multiplier' && (
        <ScaleControl value={inputs.multiplier} onChange={(multiplier) => change({ multiplier })} />
      )}
      {mode === 'servings' && (
        <div className="scaling-fields">
          <div className="field">
            <label htmlFor={`${id}-makes`}>{t('scaling.recipeServes')}</label>
            <input
              id={`${id}-makes`}
              type="number"
              inputMode="numeric"
              min={1}
              value={inputs.recipeServings}
              aria-describedby={recipe.servings ? undefined : `${id}-makes-hint`}
              onChange={(event) => change({ recipeServings: event.target.value })}
            />
            {!recipe.servings && (
              <p id={`${id}-makes-hint`} className="field-hint">
                {t('scaling.servingsUnknown')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-servings`}>{t('scaling.servingsNeeded')}</label>
            <input
              id={`${id}-servings`}
              type="number"
              inputMode="numeric"
              min={1}
              value={inputs.servings}
              onChange={(event) => change({ servings: event.target.value })}
            />
          </div>
          {typedServings(inputs.recipeServings) !== undefined &&
            typedServings(inputs.recipeServings) !== recipe.servings && (
              <button
                type="button"
                className="button small"
                disabled={yieldSaving.saving}
                onClick={() => yieldSaving.save({ servings: typedServings(inputs.recipeServings)! })}
              >
                {t('scaling.saveServings')}
              </button>
            )}
        </div>
      )}
      {mode === 'ingredient' && (
        <div className="scaling-fields">
          <div className="field">
            <label htmlFor={`${id}-ingredient`}>{t('scaling.ingredient')}</label>
            <select
              id={`${id}-ingredient`}
              value={inputs.ingredient.index}
              onChange={(event) =>
                change({ ingredient: { ...inputs.ingredient, index: Number(event.target.value) } })
              }
            >
              {recipe.ingredients.map((ingredient, index) =>
                ingredient.amount > 0 ? (
                  <option key={index} value={index}>
                    {ingredientAsWritten(ingredient)}
                  </option>
                ) : null,
              )}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-have`}>{t('scaling.amountYouHave')}</label>
            <input
              id={`${id}-have`}
              placeholder={t('scaling.amountExample')}
              value={inputs.ingredient.have}
              onChange={(event) => change({ ingredient: { ...inputs.ingredient, have: event.target.value } })}
            />
          </div>
        </div>
      )}
      {mode === 'weight' && (
        <div className="scaling-fields">
          <div className="field">
            <label htmlFor={`${id}-grams`}>{t('scaling.weightNeeded')}</label>
            <input
              id={`${id}-grams`}
              type="number"
              inputMode="decimal"
              min={0}
              value={inputs.weight.grams}
              onChange={(event) => change({ weight: { ...inputs.weight, grams: event.target.value } })}
            />
          </div>
          {named.length > 1 && (
            <div className="field">
              <label htmlFor={`${id}-of`}>{t('scaling.weightOf')}</label>
              <select
                id={`${id}-of`}
                value={inputs.weight.component}
                onChange={(event) => change({ weight: { ...inputs.weight, component: event.target.value } })}
              >
                <option value="">{t('scaling.wholeRecipe')}</option>
                {named.map((part, index) => (
                  <option key={index} value={index}>
                    {componentTitle(part, recipe.title)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p className="field-hint">
            {t('scaling.recipeWeighs', {
              grams: formatScaleReading(
                batchWeight(recipe, inputs.weight.component === '' ? null : Number(inputs.weight.component)),
              ),
            })}
          </p>
        </div>
      )}
      {mode === 'pan' && (
        <div className="stack">
          <p className="field-hint">
            {recipe.pan ? t('scaling.recipePan', { pan: describePan(recipe.pan) }) : t('scaling.noRecipePan')}
          </p>
          <PanFields
            legend={t('scaling.recipesPan')}
            value={inputs.recipePan}
            onChange={(recipePan) => change({ recipePan })}
          />
          {recipePan && !samePan(recipePan, recipe.pan) && (
            <button
              type="button"
              className="button small"
              disabled={yieldSaving.saving}
              onClick={() => yieldSaving.save({ pan: recipePan })}
            >
              {t('scaling.savePan')}
            </button>
          )}
          <PanFields legend={t('scaling.yourPan')} value={inputs.pan} onChange={(pan) => change({ pan })} />
        </div>
      )}

      <div className="scaling-summary" role="status">
        {scaling.problem ? (
          <span className="field-error">{scaling.problem}</span>
        ) : (
          <span>
            {t('scaling.amounts')} <strong>×{formatQuantity(Math.round(scaling.factor * 100) / 100)}</strong>
            {servings > 0 && <> · {t('scaling.serves', { count: servings })}</>}
          </span>
        )}
        {(scaling.scaled || mode !== 'multiplier') && (
          <button type="button" className="button small" onClick={scaling.reset}>
            {t('scaling.reset')}
          </button>
        )}
      </div>

      <div className="scaling-views">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={scaling.metric}
            onChange={(event) => scaling.setMetric(event.target.checked)}
          />
          {t('scaling.metric')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={scaling.bakers}
            onChange={(event) => scaling.setBakers(event.target.checked)}
          />
          {t('scaling.bakers')}
        </label>
      </div>
    </div>
  );
}
