import { useEffect, useId, useRef, useState } from 'react';
import { PhotoImg } from '#client/features/photos/components/photo-img.tsx';
import type { Recipe } from '#client/features/recipes/hooks/use-recipe.ts';
import { useWakeLock } from '#client/features/recipes/hooks/use-wake-lock.ts';
import { t } from '#client/lib/language.ts';
import { componentTitle, hasNamedComponents, toParts } from '#shared/recipes/components.ts';
import { withoutOwnStepNumber } from '#shared/text/step-number.ts';
import { type AmountView, IngredientText } from '../scaling/scaled-ingredients';

interface CookModeProps {
  recipe: Recipe;
  view: AmountView;
  onExit(): void;
}

/**
 * The recipe for the bench: large type, every ingredient and step ticked off with a tap or the space
 * bar, the first unticked step highlighted as the current one, and the screen kept on.
 */
export function CookMode({ recipe, view, onExit }: CookModeProps) {
  const id = useId();
  const awake = useWakeLock(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [gotIngredients, setGotIngredients] = useState<ReadonlySet<number>>(new Set());
  const [doneSteps, setDoneSteps] = useState<ReadonlySet<number>>(new Set());
  const parts = toParts(recipe);
  const named = hasNamedComponents(recipe.components);
  const current = recipe.instructions.findIndex((_, index) => !doneSteps.has(index));

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // Focus alone would scroll the heading to the very top, under the sticky header; it goes just below it.
    const sticky = [...document.querySelectorAll('header')].filter(
      (h) => getComputedStyle(h).position === 'sticky',
    );
    const covered = Math.max(0, ...sticky.map((h) => h.getBoundingClientRect().bottom));
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    window.scrollTo({ top: Math.max(0, window.scrollY + top - covered - 8) });
  }, []);

  const toggle = (set: ReadonlySet<number>, index: number) => {
    const next = new Set(set);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    return next;
  };

  const finishCurrent = () => {
    if (current < 0) return;
    setDoneSteps((done) => toggle(done, current));
    // The next step's box takes the focus, so Enter or Space goes on from where the cook is.
    requestAnimationFrame(() => document.getElementById(`${id}-step-${current + 1}`)?.focus());
  };

  let ingredientAt = 0;
  let stepAt = 0;
  return (
    <section ref={sectionRef} className="cook-mode" aria-labelledby={`${id}-heading`}>
      <div className="cook-mode-bar">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t('recipes.cookMode')}
        </h2>
        <p className="muted cook-mode-awake" role="status">
          {awake ? t('cook.screenOn') : ''}
        </p>
        <button type="button" className="button cook-mode-button" onClick={onExit}>
          {t('cook.exit')}
        </button>
      </div>
      {recipe.photos[0] && (
        <PhotoImg
          className="cook-mode-cover"
          photo={recipe.photos[0]}
          alt={recipe.title}
          sizes="24rem"
          loading="eager"
        />
      )}
      {parts.map((part, partIndex) => {
        const ingredients = part.ingredients.map((ingredient) => ({ ingredient, index: ingredientAt++ }));
        const steps = part.instructions.map((text, local) => {
          const index = stepAt++;
          return { text: withoutOwnStepNumber(text, index + 1, local + 1), index };
        });
        const title = named ? componentTitle(part, recipe.title) : recipe.title;
        return (
          <div key={partIndex} className="cook-mode-part">
            {named && <h3>{title}</h3>}
            {ingredients.length > 0 && (
              <ul className="cook-list" aria-label={t('cook.partIngredients', { title })}>
                {ingredients.map(({ ingredient, index }) => (
                  <li key={index} className={gotIngredients.has(index) ? 'done' : undefined}>
                    <label>
                      <input
                        type="checkbox"
                        checked={gotIngredients.has(index)}
                        onChange={() => setGotIngredients((got) => toggle(got, index))}
                      />
                      <span className="cook-ingredient">
                        <IngredientText ingredient={ingredient} view={view} index={index} />
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {steps.length > 0 && (
              <ol className="cook-list cook-steps" aria-label={t('cook.partSteps', { title })}>
                {steps.map(({ text, index }) => (
                  <li
                    key={index}
                    className={
                      [doneSteps.has(index) ? 'done' : '', index === current ? 'current' : '']
                        .join(' ')
                        .trim() || undefined
                    }
                    aria-current={index === current ? 'step' : undefined}
                  >
                    <label>
                      <input
                        id={`${id}-step-${index}`}
                        type="checkbox"
                        checked={doneSteps.has(index)}
                        onChange={() => setDoneSteps((done) => toggle(done, index))}
                      />
                      <span>
                        <span className="cook-step-number">{t('cook.step', { number: index + 1 })} </span>
                        {text}
                      </span>
                    </label>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
      <div className="cook-mode-bar">
        <button
          type="button"
          className="button primary cook-mode-button"
          disabled={current < 0}
          onClick={finishCurrent}
        >
          {current < 0 ? t('cook.allDone') : t('cook.stepDone', { number: current + 1 })}
        </button>
      </div>
    </section>
  );
}
