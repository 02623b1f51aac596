import { and, eq, inArray } from 'drizzle-orm';
import { photoVersion, type RecipePhoto } from '../../shared/photos';
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
