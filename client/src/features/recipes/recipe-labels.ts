import { currentLanguage, hasText, t } from '#client/lib/language.ts';
import { categoryLabel } from '#shared/recipes/categories.ts';

/** A category as the interface names it ('Salty', 'Suolainen'); one the catalogue does not know, as stored. */
export function categoryName(category: string): string {
  const key = `category.${category}`;
  return hasText(key) ? t(key) : categoryLabel(category);
}

/** A difficulty as the interface names it ('medium', 'keskitaso'). */
export function difficultyName(difficulty: string): string {
  const key = `difficulty.${difficulty}`;
  return hasText(key) ? t(key) : difficulty;
}

/** The name the version history uses for a stored field a save changed; the field itself if unknown. */
export function fieldLabel(field: string): string {
  const key = `field.${field}`;
  return hasText(key) ? t(key) : field;
}

/**
 * The component names a version replaced ("Sablé · Crémeux"), so a rename or a regrouping can be found
 * in the history; 'no components' for a plain recipe, null when the version did not change them.
 */
export function replacedComponentNames(changes: Record<string, unknown>): string | null {
  const before = changes.components;
  if (!Array.isArray(before)) return null;
  const names = before.map((component: { name?: unknown }) =>
    typeof component?.name === 'string' && component.name.trim()
      ? component.name.trim()
      : t('versions.unnamed'),
  );
  return names.length > 0 ? names.join(' · ') : t('versions.noComponents');
}

export function formatDateTime(iso: string): string {
  const locale = currentLanguage() === 'fi' ? 'fi-FI' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
