/**
 * A recipe's photos: add, arrange (order, cover, remove), serve, export. Every change to the order is
 * a version of the recipe (its previous photo_ids), so a restore brings an earlier cover back. A
 * removed photo is no longer served but its row stays, since a version may name it — up to
 * PHOTO_LIMITS.storedPerRecipe rows per recipe; past that the oldest removed ones are deleted for good
 * (docs/decisions/0020-photos-in-postgresql.md).
 */
import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import type { PhotoSize } from '#shared/photos.ts';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { photos, recipes } from '../db/schema';
import { photosOfRecipe } from '../recipes/photo-order';
import { type RecipeRow, readRecipeRow } from '../recipes/recipe-row';
import { writeVersion } from '../recipes/recipe-versions';
import { PhotoRejectedError } from './photo-errors';
import type { PhotoStore, StoredFile } from './photo-store';
import { type ProcessedPhoto, processPhoto } from './process-image';

export interface AttachPhotoInput {
  userId: string;
  recipeId: string;
  photo: ProcessedPhoto;
  /** Record the new order as a version (default). An archive restore writing a recipe afresh does not. */
  versioned?: boolean;
}

/** Whose a new photo is: a recipe's, or the restore's that staged it until its recipe is saved (ADR 0033). */
export type PhotoOwner = { userId: string } & ({ recipeId: string } | { jobId: string });

/** A photo's row and both its sizes, in the caller's transaction; returns its id. */
export async function insertPhoto(
  tx: Database,
  store: PhotoStore,
  owner: PhotoOwner,
  photo: ProcessedPhoto,
): Promise<string> {
  const [row] = await tx
    .insert(photos)
    .values({
      ...owner,
      hash: photo.hash,
      width: photo.display.width,
      height: photo.display.height,
      thumbWidth: photo.thumb.width,
      thumbHeight: photo.thumb.height,
    })
    .returning({ id: photos.id });
  await store.put(tx, row!.id, [photo.display, photo.thumb]);
  return row!.id;
}

/**
 * Adds a processed photo at the end of the recipe's gallery (the cover when it is the first), inside the
 * caller's transaction. RecipeNotFoundError for another user's recipe; PhotoRejectedError('tooMany')
 * when the gallery is full.
 */
export async function attachPhoto(
  tx: Database,
  store: PhotoStore,
  { userId, recipeId, photo, versioned = true }: AttachPhotoInput,
): Promise<{ photoId: string }> {
  const current = await readRecipeRow(tx, userId, recipeId, { lock: true });
  refuseFullGallery(current);
  const photoId = await insertPhoto(tx, store, { userId, recipeId }, photo);
  const gallery = [...current.photoIds, photoId];
  await writePhotoOrder(tx, current, gallery, versioned);
  await deleteOldestRemoved(tx, recipeId, gallery);
  return { photoId };
}

function refuseFullGallery(recipe: RecipeRow) {
  if (recipe.photoIds.length >= PHOTO_LIMITS.perRecipe) throw new PhotoRejectedError('tooMany');
}

/**
 * Whether the user may add a photo to the recipe now: RecipeNotFoundError when it is not theirs,
 * PhotoRejectedError('tooMany') when its gallery is full. Cheap, so an upload checks it before its
 * body is read or decoded (attachPhoto checks again under the row lock).
 */
export async function ensurePhotoRoom(db: Database, input: { userId: string; recipeId: string }) {
  refuseFullGallery(await readRecipeRow(db, input.userId, input.recipeId));
}

/**
 * Keeps a recipe's photo rows (gallery and removed ones) within PHOTO_LIMITS.storedPerRecipe: past it,
 * the oldest photos outside the gallery are deleted with their files (the cascade). A version naming
 * one then restores without it (restorablePhotoIds).
 */
async function deleteOldestRemoved(tx: Database, recipeId: string, gallery: readonly string[]) {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(eq(photos.recipeId, recipeId));
  const excess = (counted?.count ?? 0) - PHOTO_LIMITS.storedPerRecipe;
  if (excess <= 0) return;
  const oldest = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.recipeId, recipeId), notInArray(photos.id, [...gallery])))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(excess);
  if (oldest.length === 0) return;
  await tx.delete(photos).where(
    inArray(
      photos.id,
      oldest.map((row) => row.id),
    ),
  );
}

/**
 * An upload (or a fetched page picture): decoded and re-encoded outside any transaction, since that is
 * the slow part, then attached (which checks the gallery's room again, under the recipe's lock). Callers
 * check `ensurePhotoRoom` first: nobody makes the server decode an image for a recipe that is not theirs
 * or full. `versioned: false` for the photos a new recipe is created with.
 */
export async function addPhoto(
  db: Database,
  store: PhotoStore,
  input: { userId: string; recipeId: string; bytes: Buffer; versioned?: boolean },
): Promise<{ photoId: string }> {
  const photo = await processPhoto(input.bytes, input.userId);
  return db.transaction((tx) => attachPhoto(tx, store, { ...input, photo }));
}

/**
 * Sets the gallery to `photoIds`, in that order, the first as the cover: a reorder, a new cover, a
 * removal (an id left out) or the return of a removed photo are all this one change. Each id must be
 * a photo of this recipe; nothing changes (and no version is written) when the order is the same.
 * `expectedPhotoIds` is the order the caller saw: when the stored one differs (a photo added or
 * removed meanwhile, in another tab), PhotoRejectedError('staleOrder') rather than drop what the
 * caller never saw. The edit page always sends it.
 */
export async function arrangePhotos(
  db: Database,
  input: {
    userId: string;
    recipeId: string;
    photoIds: string[];
    expectedPhotoIds?: readonly string[];
    versioned?: boolean;
  },
): Promise<{ photoIds: string[] }> {
  const { userId, recipeId, photoIds } = input;
  if (new Set(photoIds).size !== photoIds.length) throw new PhotoRejectedError('unknownPhoto');
  if (photoIds.length > PHOTO_LIMITS.perRecipe) throw new PhotoRejectedError('tooMany');
  return db.transaction(async (tx) => {
    const current = await readRecipeRow(tx, userId, recipeId, { lock: true });
    if (input.expectedPhotoIds && !isDeepStrictEqual(current.photoIds, [...input.expectedPhotoIds]))
      throw new PhotoRejectedError('staleOrder');
    const known = await photosOfRecipe(tx, recipeId, photoIds);
    if (photoIds.some((id) => !known.has(id))) throw new PhotoRejectedError('unknownPhoto');
    await writePhotoOrder(tx, current, photoIds, input.versioned ?? true);
    return { photoIds };
  });
}

/**
 * The recipe's new photo order, with the old one as a version. updatedAt stays: it is the edit form's
 * concurrency token, and a photo added on the edit page must not make that page's own save a conflict.
 */
async function writePhotoOrder(tx: Database, current: RecipeRow, next: string[], versioned: boolean) {
  if (isDeepStrictEqual(current.photoIds, next)) return;
  if (versioned) await writeVersion(tx, current.id, { photoIds: current.photoIds });
  await tx.update(recipes).set({ photoIds: next }).where(eq(recipes.id, current.id));
}

/**
 * One size of a photo in its recipe's gallery, for its owner only: another user's photo, a removed
 * one, an unknown id or size all answer null (404 over HTTP), so an id reveals nothing. The bytes are
 * read only when asked for (`read`): a browser that has them already is answered by the hash.
 */
export async function readPhotoFile(
  db: Database,
  store: PhotoStore,
  input: { userId: string; photoId: string; size: PhotoSize },
): Promise<{ hash: string; read: () => Promise<StoredFile | null> } | null> {
  const { userId, photoId, size } = input;
  if (!isUuid(photoId)) return null;
  const [shown] = await db
    .select({ hash: photos.hash, recipeId: recipes.id })
    .from(photos)
    .innerJoin(recipes, eq(recipes.id, photos.recipeId))
    .where(
      and(
        eq(photos.id, photoId),
        eq(photos.userId, userId),
        eq(recipes.userId, userId),
        sql`${photos.id} = any(${recipes.photoIds})`,
      ),
    );
  if (!shown) return null;
  return { hash: shown.hash, read: () => store.get(db, photoId, size, { userId, recipeId: shown.recipeId }) };
}
