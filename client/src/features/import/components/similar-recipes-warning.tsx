import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { t } from '#client/lib/language.ts';
import { recipePath } from '#client/lib/paths.ts';
import { usePendingFocus } from '../hooks/use-pending-focus';
import { useSimilarRecipes } from '../hooks/use-similar-recipes';

/**
 * Lists saved recipes whose title resembles the draft's. The live region is always in the page so a
 * screen reader announces the list when it appears, not only when the page loads with it.
 */
export function SimilarRecipesWarning({ title, titleFieldId }: { title: string; titleFieldId: string }) {
  const id = useId();
  const { recipes, ignore } = useSimilarRecipes(title);
  const focusSoon = usePendingFocus();
  const viewLinkId = (recipeId: string) => `${id}-view-${recipeId}`;

  // The pressed button disappears with its row; focus goes to the row that takes its place.
  const ignoreAt = (index: number) => {
    const next = recipes[index + 1] ?? recipes[index - 1];
    focusSoon(next ? viewLinkId(next.id) : titleFieldId);
    ignore(recipes[index]!.id);
  };
  return (
    <div role="status" aria-live="polite">
      {recipes.length > 0 && (
        <section className="callout-warning similar-warning" aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`}>{t('import.similarTitle')}</h3>
          <p>{t('import.similarLead')}</p>
          <ul className="similar-list">
            {recipes.map((recipe, index) => (
              <li key={recipe.id} className="similar-item">
                <span className="similar-title">{recipe.title}</span>
                <span className="similar-actions">
                  <a
                    id={viewLinkId(recipe.id)}
                    className="button small"
                    href={recipePath(recipe.id)}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('import.view')}
                    <span className="visually-hidden">{t('import.viewNewTab', { title: recipe.title })}</span>
                  </a>
                  <Button className="small" variant="ghost" onClick={() => ignoreAt(index)}>
                    {t('import.ignore')}
                    <span className="visually-hidden"> {recipe.title}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
