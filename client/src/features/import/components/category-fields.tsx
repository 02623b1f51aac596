import { SelectField } from '#client/components/ui/select-field.tsx';
import { CATEGORIES, categoryLabel, subcategoriesFor } from '#shared/recipes/categories.ts';
import type { PreviewCategory } from '../editable-draft';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

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
  return (
    <>
      <SelectField
        label="Category"
        value={category}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onCategoryChange(value as PreviewCategory)}
      />
      <SelectField
        label="Subcategory"
        value={subcategory}
        options={subcategoriesFor(category).map((value) => ({ value, label: value }))}
        onChange={onSubcategoryChange}
      />
    </>
  );
}
