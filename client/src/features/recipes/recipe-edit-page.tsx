import './recipes.css';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { t } from '#client/lib/language.ts';
import { recipePath } from '#client/lib/paths.ts';
import { RecipePhotosEditor } from '../photos/components/recipe-photos-editor';
import { BackLink } from './components/detail/back-link';
import { RecipeNotFound } from './components/detail/recipe-not-found';
import { RecipeEditForm } from './components/recipe-edit-form';
import { useErrorToast } from './hooks/use-error-toast';
import { type Recipe, recipeLoadErrorMessage, useRecipe } from './hooks/use-recipe';

export function RecipeEditPage() {
  const id = useParams().id ?? '';
  // The form must start from the saved version, not from a cached copy that may be minutes old:
  // its updatedAt is what the save is checked against.
  const recipe = useRecipe(id, { alwaysRefetch: true });
  useErrorToast(recipe.error, recipeLoadErrorMessage(recipe.error));

  // The form takes its copy once. Later fetches of the same recipe (the conflict check) must never
  // replace or unmount what the user is typing, even when they fail.
  const [taken, setTaken] = useState<Recipe | null>(null);
  const loaded = taken?.id === id ? taken : null;
  if (!loaded && recipe.data?.id === id && recipe.isFetchedAfterMount && !recipe.isError) {
    setTaken(recipe.data);
  }

  if (!loaded) {
    if (recipe.isError) return <RecipeNotFound />;
    return (
      <div className="recipes-screen container page">
        <Spinner label={t('recipes.loadingRecipe')} />
      </div>
    );
  }
  return (
    <div className="recipes-screen container page recipe-edit">
      <title>{t('app.pageTitle', { page: t('edit.pageTitle', { title: loaded.title }) })}</title>
      <BackLink to={recipePath(id)}>{t('edit.backToRecipe')}</BackLink>
      <header className="page-header">
        <h1>{t('edit.title')}</h1>
      </header>
      {/* Saved as they change, so they follow the live recipe rather than the form's copy. */}
      <RecipePhotosEditor recipeId={id} photos={recipe.data?.photos ?? loaded.photos} />
      <RecipeEditForm key={loaded.id} recipe={loaded} />
    </div>
  );
}
