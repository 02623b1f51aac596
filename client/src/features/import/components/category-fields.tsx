import { useId } from 'react';
import { CATEGORIES, subcategoriesFor } from '../../../../../shared/categories';
import type { PreviewCategory } from '../editable-draft';

const CATEGORY_LABELS: Record<PreviewCategory, string> = { salty: 'Salty', sweet: 'Sweet' };

interface CategoryFieldsProps {
  category: PreviewCategory;
  subcategory: string;
  onCategoryChange(category: PreviewCategory): void;
  onSubcategoryChange(subcategory: string): void;
}

export function CategoryFields({
  category,
  subcategory,
  onCategoryChange,
  onSubcategoryChange,
}: CategoryFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value as PreviewCategory)}
        >
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subcategory`}>Subcategory</label>
        <select
          id={`${id}-subcategory`}
          value={subcategory}
          onChange={(event) => onSubcategoryChange(event.target.value)}
        >
          {subcategoriesFor(category).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
