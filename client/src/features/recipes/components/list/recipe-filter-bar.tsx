import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { useRecipeFilters } from '#client/features/recipes/hooks/use-recipe-filters.ts';
import { useSearchText } from '#client/features/recipes/hooks/use-search-text.ts';
import { categoryName } from '#client/features/recipes/recipe-labels.ts';
import { t } from '#client/lib/language.ts';
import { CATEGORIES, filterSubcategoriesFor } from '#shared/recipes/categories.ts';
import { LIMITS } from '#shared/recipes/recipe-limits.ts';
import { TagFilter } from './tag-filter';

const categoryOptions = () => [
  { value: '', label: t('recipes.allCategories') },
  ...CATEGORIES.map((category) => ({ value: category, label: categoryName(category) })),
];

type RecipeFilterBarProps = ReturnType<typeof useRecipeFilters>;

export function RecipeFilterBar({
  filters,
  active,
  setQuery,
  setCategory,
  setSubcategory,
  setTags,
  clear,
}: RecipeFilterBarProps) {
  const [text, changeText] = useSearchText(filters.q, setQuery);
  const subcategories = filters.category ? filterSubcategoriesFor(filters.category) : [];

  return (
    <search className="recipe-filters" aria-label={t('recipes.filter')}>
      <TextField
        className="recipe-search"
        label={t('recipes.search')}
        type="search"
        placeholder={t('recipes.searchPlaceholder')}
        autoComplete="off"
        maxLength={LIMITS.title}
        value={text}
        onChange={(event) => changeText(event.target.value)}
      />
      <SelectField
        label={t('recipes.category')}
        value={filters.category}
        options={categoryOptions()}
        onChange={setCategory}
      />
      <SelectField
        label={t('recipes.subcategory')}
        value={filters.subcategory}
        disabled={!filters.category}
        options={[
          { value: '', label: t('recipes.allSubcategories') },
          ...subcategories.map((value) => ({ value, label: value })),
        ]}
        onChange={setSubcategory}
      />
      <TagFilter selected={filters.tags} onChange={setTags} />
      {active && (
        <button type="button" className="link-button recipe-filters-clear" onClick={clear}>
          {t('recipes.clearFilters')}
        </button>
      )}
    </search>
  );
}
