import { CATEGORIES, filterSubcategoriesFor } from '../../../../../shared/categories';
import { LIMITS } from '../../../../../shared/recipe-limits';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/language';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { useSearchText } from '../hooks/use-search-text';
import { categoryName } from '../recipe-labels';
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
