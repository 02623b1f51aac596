import './recipes.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { t } from '#client/lib/language.ts';
import { DeleteRecipeDialog } from './components/detail/delete-recipe-dialog';
import { RecipeFilterBar } from './components/list/recipe-filter-bar';
import type { RecipeSummary } from './components/list/recipe-row';
import { RecipeRows } from './components/list/recipe-rows';
import { useDeleteRecipe } from './hooks/use-delete-recipe';
import { useErrorToast } from './hooks/use-error-toast';
import { useRecipeFilters } from './hooks/use-recipe-filters';
import { useRecipeList } from './hooks/use-recipe-list';

export function RecipeListPage() {
  const filterState = useRecipeFilters();
  const list = useRecipeList(filterState.filters);
  const deletion = useDeleteRecipe();
  const [toDelete, setToDelete] = useState<RecipeSummary | null>(null);
  useErrorToast(list.error, t('recipes.loadFailed'));

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate({ id: toDelete.id }, { onSettled: () => setToDelete(null) });
  };

  return (
    <div className="recipes-screen container page recipe-list-page">
      <title>{t('app.pageTitle', { page: t('recipes.title') })}</title>
      <header className="page-header">
        <h1>{t('recipes.title')}</h1>
        {list.data && (
          <p className="recipe-count" aria-live="polite">
            {t('recipes.count', { count: list.total })}
            {list.isPlaceholderData && <span className="recipe-count-updating">{t('recipes.updating')}</span>}
          </p>
        )}
      </header>
      <RecipeFilterBar {...filterState} />
      {list.isPending ? (
        <Spinner label={t('recipes.loading')} />
      ) : list.isError && !list.data ? (
        <div className="card recipe-empty">
          <p>{t('recipes.loadFailed')}</p>
          <Button onClick={() => void list.refetch()}>{t('app.tryAgain')}</Button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="card recipe-empty">
          <p>{t('recipes.noneFound')}</p>
          {filterState.active ? (
            <button type="button" className="link-button" onClick={filterState.clear}>
              {t('recipes.clearFilters')}
            </button>
          ) : (
            <Link to="/recipelibrary/new">{t('recipes.importFirst')}</Link>
          )}
        </div>
      ) : (
        <RecipeRows
          items={list.items}
          total={list.total}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          onDelete={setToDelete}
        />
      )}
      <DeleteRecipeDialog
        open={toDelete !== null}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
