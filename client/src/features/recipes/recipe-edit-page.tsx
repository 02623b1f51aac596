import './recipes.css';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { BackLink } from './components/back-link';
import { RecipeEditForm } from './components/recipe-edit-form';
import { RecipeNotFound } from './components/recipe-not-found';
import { useErrorToast } from './hooks/use-error-toast';
import { recipeLoadErrorMessage, useRecipe } from './hooks/use-recipe';
import { recipePath } from './recipe-paths';

export function RecipeEditPage() {
  const id = useParams().id ?? '';
  // The form must start from the saved version, not from a cached copy that may be minutes old:
  // its updatedAt is what the save is checked against.
  const recipe = useRecipe(id, { alwaysRefetch: true });
  useErrorToast(recipe.error, recipeLoadErrorMessage(recipe.error));

  if (recipe.isError) return <RecipeNotFound />;
  if (!recipe.data || !recipe.isFetchedAfterMount) {
    return (
      <div className="recipes-screen container page">
        <Spinner label="Loading recipe" />
      </div>
    );
  }
  return (
    <div className="recipes-screen container page recipe-edit">
      <title>{`Edit ${recipe.data.title} · Reseptikirjasto`}</title>
      <BackLink to={recipePath(id)}>Back to recipe</BackLink>
      <header className="page-header">
        <h1>Edit recipe</h1>
      </header>
      <RecipeEditForm key={recipe.data.id} recipe={recipe.data} />
    </div>
  );
}
