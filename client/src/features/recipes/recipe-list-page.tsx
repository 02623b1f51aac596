import './recipes.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { DeleteRecipeDialog } from './components/detail/delete-recipe-dialog';
import { RecipeFilterBar } from './components/list/recipe-filter-bar';
import type { RecipeSummary } from './components/list/recipe-row';
import { VirtualRecipeList } from './components/list/virtual-recipe-list';
import { useDeleteRecipe } from './hooks/use-delete-recipe';
import { useErrorToast } from './hooks/use-error-toast';
import { useRecipeFilters } from './hooks/use-recipe-filters';
import { useRecipeList } from './hooks/use-recipe-list';
import { recipeCountLabel } from './recipe-labels';

export function RecipeListPage() {
  const filterState = useRecipeFilters();
  const list = useRecipeList(filterState.filters);
  const deletion = useDeleteRecipe();
  const [toDelete, setToDelete] = useState<RecipeSummary | null>(null);
  useErrorToast(list.error, 'Failed to load recipes');

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate({ id: toDelete.id }, { onSettled: () => setToDelete(null) });
  };

  return (
    <div className="recipes-screen container page recipe-list-page">
      <title>Recipes · Reseptikirjasto</title>
      <header className="page-header">
        <h1>Recipes</h1>
        {list.data && (
          <p className="recipe-count" aria-live="polite">
            {recipeCountLabel(list.total)}
            {list.isPlaceholderData && <span className="recipe-count-updating"> · updating…</span>}
          </p>
        )}
      </header>
      <RecipeFilterBar {...filterState} />
      {list.isPending ? (
        <Spinner label="Loading recipes" />
      ) : list.isError && !list.data ? (
        <div className="card recipe-empty">
          <p>Failed to load recipes</p>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="card recipe-empty">
          <p>No recipes found</p>
          {filterState.active ? (
            <button type="button" className="link-button" onClick={filterState.clear}>
              Clear filters
            </button>
          ) : (
            <Link to="/recipelibrary/new">Import your first recipe</Link>
          )}
        </div>
      ) : (
        <VirtualRecipeList
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
