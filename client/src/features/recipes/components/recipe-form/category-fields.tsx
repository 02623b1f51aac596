import { SelectField } from '#client/components/ui/select-field.tsx';
import { categoryName } from '#client/features/recipes/recipe-labels.ts';
import { t } from '#client/lib/language.ts';
import { type Category, subcategoriesFor } from '#shared/recipes/categories.ts';

interface CategoryFieldsProps {
  /** The categories the screen offers (spec 2): salty and sweet on the preview, savory too on the edit page. */
  categories: readonly Category[];
  category: Category;
  subcategory: string;
  onCategoryChange(category: string): void;
  onSubcategoryChange(subcategory: string): void;
}

export function CategoryFields({
  categories,
  category,
  subcategory,
  onCategoryChange,
  onSubcategoryChange,
}: CategoryFieldsProps) {
  return (
    <>
      <SelectField
        label={t('recipes.category')}
        value={category}
        options={categories.map((value) => ({ value, label: categoryName(value) }))}
        onChange={onCategoryChange}
      />
      <SelectField
        label={t('recipes.subcategory')}
        value={subcategory}
        options={subcategoriesFor(category).map((value) => ({ value, label: value }))}
        onChange={onSubcategoryChange}
      />
    </>
  );
}
