import { and, eq } from 'drizzle-orm';
import type { PhotoSize } from '#shared/photos.ts';
import type { Database } from '../db/client';
import { photoFiles, photos } from '../db/schema';
import type { EncodedImage } from './process-image';

export interface StoredFile {
  contentType: string;
  data: Uint8Array;
}

/**
 * Where a photo's encoded images live. The photo's row (owner, recipe, sizes) is always in the database;
 * only the bytes go through here, so a filesystem or S3-compatible store can be added behind this
 * interface (docs/decisions/0020-photos-in-postgresql.md). `tx` is the caller's transaction: the
 * PostgreSQL store writes inside it, so a failed save leaves no bytes behind.
 */
export interface PhotoStore {
  put(tx: Database, photoId: string, images: readonly EncodedImage[]): Promise<void>;
  /** `owner`: only a photo of this user (and recipe) is read; every caller in the app passes it. */
  get(db: Database, photoId: string, size: PhotoSize, owner?: PhotoOwner): Promise<StoredFile | null>;
}

/** Whose photos a read may return: the user's, and with recipeId only that recipe's. */
export interface PhotoOwner {
  userId: string;
  recipeId?: string;
}

/** The photo rows a read is held to: those of the owner (and recipe), when one is given. */
function ownedBy(owner: PhotoOwner | undefined) {
  if (!owner) return [];
  return [
    eq(photos.userId, owner.userId),
    ...(owner.recipeId === undefined ? [] : [eq(photos.recipeId, owner.recipeId)]),
  ];
}

/**
 * The default: bytea rows in photo_files, so the database is the one thing to back up (PGlite too).
 * Photo rows cascade to their files, so deleting a recipe deletes its bytes in the same transaction.
 */
export const postgresPhotoStore: PhotoStore = {
  async put(tx, photoId, images) {
    await tx.insert(photoFiles).values(
      images.map((image) => ({
        photoId,
        size: image.size,
        contentType: image.contentType,
        data: image.data,
      })),
    );
  },

  async get(db, photoId, size, owner) {
    const [file] = await db
      .select({ contentType: photoFiles.contentType, data: photoFiles.data })
      .from(photoFiles)
      .innerJoin(photos, eq(photos.id, photoFiles.photoId))
      .where(and(eq(photoFiles.photoId, photoId), eq(photoFiles.size, size), ...ownedBy(owner)));
    return file ?? null;
  },
};
