import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { recipes, recipeVersions } from '#server/db/schema.ts';
import { recipeColumns } from '#server/recipes/recipe-row.ts';
import type { BackupRecipe } from '../archive/backup-format';
import { type ExportedPhoto, gatherPhotos } from '../attachments';

/** Recipes per query on export: a page of 200 full recipes with their versions is a few MB at most. */
export const EXPORT_PAGE_SIZE = 200;

/** The ids of the user's recipes, oldest first (the order a restore recreates them in). */
export function recipeTitles(db: Database, userId: string): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(asc(recipes.createdAt), asc(recipes.id));
}

/**
 * These recipes of the user, whole (versions oldest first, photos), in the order of `ids`. `photos` are
 * the page's photos where the caller has gathered them already (the zip needs their bytes too);
 * `versions: false` leaves the history out where the caller writes none (a recipe's JSON-LD file).
 */
export async function readBackupRecipes(
  db: Database,
  userId: string,
  ids: readonly string[],
  options: { photos?: ReadonlyMap<string, ExportedPhoto[]>; versions?: boolean } = {},
): Promise<BackupRecipe[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(recipeColumns)
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, [...ids])));
  const versions =
    options.versions === false
      ? []
      : await db
          .select({
            recipeId: recipeVersions.recipeId,
            version: recipeVersions.version,
            createdAt: recipeVersions.createdAt,
            changes: recipeVersions.changes,
          })
          .from(recipeVersions)
          .innerJoin(recipes, eq(recipes.id, recipeVersions.recipeId))
          .where(and(eq(recipes.userId, userId), inArray(recipeVersions.recipeId, [...ids])))
          .orderBy(asc(recipeVersions.recipeId), asc(recipeVersions.version));
  const photosOf = options.photos ?? (await gatherPhotos(db, userId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const versionsOf = new Map<string, typeof versions>();
  for (const v of versions) {
    const list = versionsOf.get(v.recipeId);
    if (list) list.push(v);
    else versionsOf.set(v.recipeId, [v]);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return []; // deleted while the export ran
    const { photoIds: _photoIds, ...fields } = row;
    return [
      {
        ...fields,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        versions: (versionsOf.get(id) ?? []).map((v) => ({
          version: v.version,
          createdAt: v.createdAt.toISOString(),
          changes: v.changes,
        })),
        photos: (photosOf.get(id) ?? []).map(({ bytes: _bytes, ...photo }) => photo),
      },
    ];
  });
}

/** The user's whole library in pages, without holding more than one page. */
export async function* backupPages(db: Database, userId: string, ids: readonly string[]) {
  for (let at = 0; at < ids.length; at += EXPORT_PAGE_SIZE) {
    yield await readBackupRecipes(db, userId, ids.slice(at, at + EXPORT_PAGE_SIZE));
  }
}
