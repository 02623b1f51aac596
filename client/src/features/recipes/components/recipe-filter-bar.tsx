import { useId } from 'react';
import { CATEGORIES, filterSubcategoriesFor } from '../../../../../shared/categories';
import { LIMITS } from '../../../../../shared/recipe';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { useSearchText } from '../hooks/use-search-text';
import { categoryLabel } from '../recipe-labels';
import { TagFilter } from './tag-filter';

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
  const searchId = useId();
  const categoryId = useId();
  const subcategoryId = useId();

  return (
    <search className="recipe-filters" aria-label="Filter recipes">
      <div className="field recipe-search">
        <label htmlFor={searchId}>Search</label>
        <input
          id={searchId}
          type="search"
          placeholder="Search recipes..."
          autoComplete="off"
          maxLength={LIMITS.title}
          value={text}
          onChange={(event) => changeText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={categoryId}>Category</label>
        <select
          id={categoryId}
          value={filters.category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">All</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={subcategoryId}>Subcategory</label>
        <select
          id={subcategoryId}
          value={filters.subcategory}
          disabled={!filters.category}
          onChange={(event) => setSubcategory(event.target.value)}
        >
          <option value="">All subcategories</option>
          {filters.category &&
            filterSubcategoriesFor(filters.category).map((subcategory) => (
              <option key={subcategory} value={subcategory}>
                {subcategory}
              </option>
            ))}
        </select>
      </div>
      <TagFilter selected={filters.tags} onChange={setTags} />
      {active && (
        <button type="button" className="link-button recipe-filters-clear" onClick={clear}>
          Clear filters
        </button>
      )}
    </search>
  );
}
