import {
  ingredientAsWritten as asWritten,
  quantityText as quantity,
} from '../../../../../shared/ingredient-text';
import { toMetric } from '../../../../../shared/metric';
import type { BakersPercentages } from '../../../../../shared/scale-by';
import { formatScaleReading, scaleAmount } from '../../../../../shared/scaling';
import type { Recipe } from '../hooks/use-recipe';

type Ingredient = Recipe['ingredients'][number];

/** How the amounts are shown: the scaling factor, grams or not, baker's percentages or not. */
export interface AmountView {
  factor: number;
  metric: boolean;
  percentages: BakersPercentages | null;
}

/** An ingredient's amount and name in the chosen view (scaled, metric, baker's %). */
export function IngredientText({
  ingredient,
  view,
  index,
}: {
  ingredient: Ingredient;
  view: AmountView;
  index: number;
}) {
  const scaled = { ...ingredient, amount: scaleAmount(ingredient.amount, view.factor) };
  const percentage = view.percentages?.percentages[index];
  const isBase = view.percentages?.base.includes(index);
  let amount = quantity(scaled.amount, scaled.unit);
  let note: string | null = null;
  if (view.metric) {
    const metric = toMetric(scaled);
    if (metric.converted) {
      amount = `${formatScaleReading(metric.amount)} ${metric.unit}`;
      note =
        metric.unit === 'ml'
          ? `${asWritten(ingredient)} — no density known, so in ml`
          : asWritten(ingredient);
    } else {
      note = `${asWritten(ingredient)} — kept as written: ${metric.reason}`;
    }
  }
  return (
    <>
      <span className="amount">{amount}</span>{' '}
      <span className="name">
        {ingredient.name}
        {view.percentages && (
          <span className="bakers-percentage">
            {' '}
            {percentage === null || percentage === undefined
              ? '· no weight'
              : `· ${formatScaleReading(percentage)} %${isBase ? ' (base)' : ''}`}
          </span>
        )}
        {note && <span className="as-written">{note}</span>}
      </span>
    </>
  );
}

interface ScaledIngredientsProps {
  ingredients: Ingredient[];
  /** The recipe-wide index of the first one, for its baker's percentage. */
  firstIndex: number;
  view: AmountView;
}

export function ScaledIngredients({ ingredients, firstIndex, view }: ScaledIngredientsProps) {
  if (ingredients.length === 0) return <p className="muted">No ingredients</p>;
  return (
    <ul className="recipe-ingredients">
      {ingredients.map((ingredient, index) => (
        <li key={index}>
          <IngredientText ingredient={ingredient} view={view} index={firstIndex + index} />
        </li>
      ))}
    </ul>
  );
}
