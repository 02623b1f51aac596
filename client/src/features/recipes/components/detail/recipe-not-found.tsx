import { t } from '#client/lib/language.ts';
import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { BackLink } from './back-link';

export function RecipeNotFound() {
  return (
    <div className="recipes-screen container page">
      <div className="card recipe-empty">
        <h1>{t('recipes.notFoundPage')}</h1>
        <BackLink to={LIBRARY_HOME}>{t('recipes.backToRecipes')}</BackLink>
      </div>
    </div>
  );
}
