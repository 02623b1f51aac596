import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { useRecipeFilters } from '#client/features/recipes/hooks/use-recipe-filters.ts';
import { useSearchText } from '#client/features/recipes/hooks/use-search-text.ts';
import { CATEGORIES, categoryLabel, filterSubcategoriesFor } from '#shared/recipes/categories.ts';
import { LIMITS } from '#shared/recipes/recipe-limits.ts';
import { TagFilter } from './tag-filter';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
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
    <search className="recipe-filters" aria-label="Filter recipes">
      <TextField
        className="recipe-search"
        label="Search"
        type="search"
        placeholder="Search recipes..."
        autoComplete="off"
        maxLength={LIMITS.title}
        value={text}
        onChange={(event) => changeText(event.target.value)}
      />
      <SelectField
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={setCategory}
      />
      <SelectField
        label="Subcategory"
        value={filters.subcategory}
        disabled={!filters.category}
        options={[
          { value: '', label: 'All subcategories' },
          ...subcategories.map((value) => ({ value, label: value })),
        ]}
        onChange={setSubcategory}
      />
      <TagFilter selected={filters.tags} onChange={setTags} />
      {active && (
        <button type="button" className="link-button recipe-filters-clear" onClick={clear}>
          Clear filters
        </button>
      )}
    </search>
  );
}
