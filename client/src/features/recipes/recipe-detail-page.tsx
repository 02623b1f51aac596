import './recipes.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { t } from '#client/lib/language.ts';
import { LIBRARY_HOME, recipeEditPath } from '#client/lib/paths.ts';
import { RecipeGallery } from '../photos/components/recipe-gallery';
import { RecipeExportLinks } from '../transfer/components/recipe-export-links';
import { BackLink } from './components/detail/back-link';
import { DeleteRecipeDialog } from './components/detail/delete-recipe-dialog';
import { RecipeFacts } from './components/detail/recipe-facts';
import { RecipeLines } from './components/detail/recipe-lines';
import { RecipeNotFound } from './components/detail/recipe-not-found';
import { VersionHistory } from './components/detail/version-history';
import { useDeleteRecipe } from './hooks/use-delete-recipe';
import { useErrorToast } from './hooks/use-error-toast';
import { isRecipeMissing, recipeLoadErrorMessage, useRecipe } from './hooks/use-recipe';

export function RecipeDetailPage() {
  const id = useParams().id ?? '';
  const recipe = useRecipe(id);
  const navigate = useNavigate();
  const deletion = useDeleteRecipe();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useErrorToast(recipe.error, recipeLoadErrorMessage(recipe.error));

  if (recipe.isPending) {
    return (
      <div className="recipes-screen container page">
        <Spinner label={t('recipes.loadingRecipe')} />
      </div>
    );
  }
  // A recipe deleted elsewhere must not linger on screen from the cache.
  if (!recipe.data || isRecipeMissing(recipe.error)) return <RecipeNotFound />;
  const data = recipe.data;

  const confirmDelete = () =>
    deletion.mutate(
      { id },
      {
        onSuccess: () => void navigate(LIBRARY_HOME),
        onSettled: () => setConfirmingDelete(false),
      },
    );

  return (
    <div className="recipes-screen container page recipe-detail">
      <title>{t('app.pageTitle', { page: data.title })}</title>
      <BackLink to={LIBRARY_HOME}>{t('recipes.backToRecipes')}</BackLink>
      <header className="page-header">
        <div>
          <h1>{data.title}</h1>
          <RecipeFacts recipe={data} />
        </div>
        <div className="row">
          <Link className="button" to={recipeEditPath(id)}>
            {t('recipes.edit')}
          </Link>
          <RecipeExportLinks recipeId={id} />
          <Button className="quiet-danger" onClick={() => setConfirmingDelete(true)}>
            {t('recipes.delete')}
          </Button>
        </div>
      </header>
      <RecipeGallery title={data.title} photos={data.photos} />
      {data.description && <p className="recipe-description">{data.description}</p>}

      <RecipeLines key={data.id} recipe={data} />

      {data.notes && (
        <section className="card" aria-labelledby="notes-heading">
          <h2 id="notes-heading">{t('recipes.notes')}</h2>
          <p className="recipe-notes">{data.notes}</p>
        </section>
      )}
      {data.aiGeneratedTags.length > 0 && (
        <section aria-labelledby="tags-heading">
          <h2 id="tags-heading" className="recipe-tags-label">
            {t('recipes.aiTags')}
          </h2>
          <ul className="recipe-tags">
            {data.aiGeneratedTags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      <VersionHistory recipeId={id} updatedAt={data.updatedAt} />

      <DeleteRecipeDialog
        open={confirmingDelete}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
