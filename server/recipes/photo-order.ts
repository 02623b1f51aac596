import { and, eq, inArray } from 'drizzle-orm';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { photoVersion, type RecipePhoto } from '#shared/photos.ts';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { photos } from '../db/schema';

/** The photos named by a recipe's photo_ids, in that order (cover first): what recipes.byId lists. */
export async function photosInOrder(
  db: Database,
  recipeId: string,
  photoIds: readonly string[],
): Promise<RecipePhoto[]> {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select({
      id: photos.id,
      hash: photos.hash,
      width: photos.width,
      height: photos.height,
      thumbWidth: photos.thumbWidth,
      thumbHeight: photos.thumbHeight,
    })
    .from(photos)
    .where(and(eq(photos.recipeId, recipeId), inArray(photos.id, [...photoIds])));
  const byId = new Map(rows.map(({ hash, ...row }) => [row.id, { ...row, version: photoVersion(hash) }]));
  return photoIds.flatMap((id) => byId.get(id) ?? []);
}

/** Which of `ids` are photos of the recipe (a malformed id is simply none of them). */
export async function photosOfRecipe(
  tx: Database,
  recipeId: string,
  ids: readonly unknown[],
): Promise<Set<string>> {
  const candidates = ids.filter((id): id is string => typeof id === 'string' && isUuid(id));
  if (candidates.length === 0) return new Set();
  const rows = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.recipeId, recipeId), inArray(photos.id, candidates)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The order a restore brings back: a version's photo_ids, keeping only photos the recipe still has
 * (all of them while the recipe exists; a hand-edited or foreign version cannot name another's photo).
 */
export async function restorablePhotoIds(tx: Database, recipeId: string, value: unknown): Promise<string[]> {
  if (!Array.isArray(value)) return [];
  const known = await photosOfRecipe(tx, recipeId, value);
  return [...new Set(value.filter((id): id is string => known.has(id)))].slice(0, PHOTO_LIMITS.perRecipe);
}
