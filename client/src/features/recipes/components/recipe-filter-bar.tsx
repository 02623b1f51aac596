import { CATEGORIES, categoryLabel, filterSubcategoriesFor } from '../../../../../shared/categories';
import { LIMITS } from '../../../../../shared/recipe-limits';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { useSearchText } from '../hooks/use-search-text';
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
