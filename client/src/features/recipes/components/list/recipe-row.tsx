import '#client/features/photos/photos.css';
import { Link } from 'react-router-dom';
import { categoryName } from '#client/features/recipes/recipe-labels.ts';
import { t } from '#client/lib/language.ts';
import { recipeEditPath, recipePath } from '#client/lib/paths.ts';
import type { RouterOutputs } from '#client/lib/trpc.ts';
import { photoPath } from '#shared/photos.ts';

export type RecipeSummary = RouterOutputs['recipes']['list']['items'][number];

interface RecipeRowProps {
  recipe: RecipeSummary;
  onDelete(recipe: RecipeSummary): void;
}

/** The title link covers the whole row (see .recipe-row-link::after); edit and delete sit above it. */
export function RecipeRow({ recipe, onDelete }: RecipeRowProps) {
  return (
    <article className="recipe-row">
      {/* Decorative next to the title; a fixed square, so rows never shift as thumbnails arrive. */}
      {recipe.coverPhotoId ? (
        <img
          className="recipe-row-thumb"
          src={photoPath(recipe.coverPhotoId, 'thumb')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="recipe-row-thumb" aria-hidden="true" />
      )}
      <div className="recipe-row-text">
        <h2 className="recipe-row-title">
          <Link className="recipe-row-link" to={recipePath(recipe.id)}>
            {recipe.title}
          </Link>
          {recipe.possibleDuplicate && <span className="badge">{t('recipes.possibleDuplicate')}</span>}
        </h2>
        <p className="recipe-row-meta">
          <span>{t('recipes.minutes', { count: recipe.minutes })}</span>
          <span className="recipe-row-meta-separator" aria-hidden="true">
            ·
          </span>
          <span>
            {categoryName(recipe.category)} - {recipe.subcategory}
          </span>
        </p>
      </div>
      <div className="recipe-row-actions">
        <Link
          className="button small"
          to={recipeEditPath(recipe.id)}
          aria-label={t('recipes.editNamed', { title: recipe.title })}
        >
          {t('recipes.edit')}
        </Link>
        <button
          type="button"
          className="button small quiet-danger"
          aria-label={t('recipes.deleteNamed', { title: recipe.title })}
          onClick={() => onDelete(recipe)}
        >
          {t('recipes.delete')}
        </button>
      </div>
    </article>
  );
}
