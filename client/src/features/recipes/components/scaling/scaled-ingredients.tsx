import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { t } from '#client/lib/language.ts';
import { type LineSegment, metricLine, scaledLine } from '#shared/scaling/line-view.ts';
import type { BakersPercentages } from '#shared/scaling/scale-by.ts';
import { formatScaleReading } from '#shared/scaling/scaling.ts';

type Ingredient = Recipe['ingredients'][number];

/** How the amounts are shown: the scaling factor, grams or not, baker's percentages or not. */
export interface AmountView {
  factor: number;
  metric: boolean;
  percentages: BakersPercentages | null;
}

function Segments({ segments }: { segments: readonly LineSegment[] }) {
  return segments.map((segment, index) =>
    segment.amount ? (
      <span key={index} className="amount">
        {segment.text}
      </span>
    ) : (
      segment.text
    ),
  );
}

/**
 * An ingredient line as the chef wrote it, its amount scaled in place; in the metric view the
 * converted amount comes first and the line follows; baker's percentages follow the line.
 */
export function IngredientText({
  ingredient,
  view,
  index,
}: {
  ingredient: Ingredient;
  view: AmountView;
  index: number;
}) {
  const percentage = view.percentages?.percentages[index];
  const isBase = view.percentages?.base.includes(index);
  const metric = view.metric ? metricLine(ingredient, view.factor) : null;
  const segments = metric ? metric.line : scaledLine(ingredient, view.factor);
  return (
    <>
      {metric?.converted && (
        <>
          <span className="metric-amount">{metric.converted}</span>{' '}
        </>
      )}
      <span className="ingredient-line">
        <Segments segments={segments} />
      </span>
      {view.percentages && (
        <span className="bakers-percentage">
          {' '}
          {percentage === null || percentage === undefined
            ? t('scaling.noWeightNote')
            : t(isBase ? 'scaling.percentageBase' : 'scaling.percentage', {
                percentage: formatScaleReading(percentage),
              })}
        </span>
      )}
      {metric?.reason && <span className="as-written">{t(metric.reason)}</span>}
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
  if (ingredients.length === 0) return <p className="muted">{t('scaling.noIngredients')}</p>;
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
