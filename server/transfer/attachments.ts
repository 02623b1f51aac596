/**
 * The one place where a recipe's attachments are gathered on export and attached on restore or an
 * archive import, through the photos feature (server/photos): a backup's photos, Paprika's
 * photo_data, Mealie's, Tandoor's and Nextcloud's image files all come here as bytes.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import type { Database } from '../db/client';
import { photos, recipes } from '../db/schema';
import { PhotoRejectedError } from '../photos/photo-errors';
import { postgresPhotoStore } from '../photos/photo-store';
import { type ProcessedPhoto, processPhoto } from '../photos/process-image';

/** A photo as backup.json lists it; its bytes are the zip entry `file` (photos/<id>.webp). */
export interface BackupPhoto {
  file: string;
  cover: boolean;
  position: number;
  width: number | null;
  height: number | null;
}

/**
 * An image in an archive (a backup's photo, Paprika's photo_data, Mealie's original.webp…), read only
 * when it is attached: a recipe's images are processed one at a time, never all held at once.
 */
export interface RecipeImage {
  fileName: string;
  /** Its bytes, refused over PHOTO_LIMITS.bytes. */
  read(): Promise<Buffer>;
  cover: boolean;
  position: number;
}

export interface ExportedPhoto extends BackupPhoto {
  /** The display image (what an import processes again), read only when the zip writes it. */
  bytes(): Promise<Buffer>;
}

/**
 * The photos of each of these recipes of this user, cover first, for backup.json and photos/. Both
 * queries bind only the recipe ids (a page of them), never every photo id: PostgreSQL takes at most
 * 65,535 parameters.
 */
export async function gatherPhotos(
  db: Database,
  userId: string,
  recipeIds: readonly string[],
): Promise<Map<string, ExportedPhoto[]>> {
  const gathered = new Map<string, ExportedPhoto[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return gathered;
  const owners = await db
    .select({ id: recipes.id, photoIds: recipes.photoIds })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, [...recipeIds])));
  if (owners.every((owner) => owner.photoIds.length === 0)) return gathered;
  const rows = await db
    .select({ id: photos.id, width: photos.width, height: photos.height })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.recipeId, [...recipeIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const owner of owners) {
    gathered.set(
      owner.id,
      owner.photoIds.flatMap((id, position) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            file: `photos/${id}.webp`,
            cover: position === 0,
            position,
            width: row.width,
            height: row.height,
            bytes: async () => {
              const file = await postgresPhotoStore.get(db, id, 'display', { userId, recipeId: owner.id });
              if (!file) throw new Error(`photo ${id} has no display image`);
              return Buffer.from(file.data);
            },
          },
        ];
      }),
    );
  }
  return gathered;
}

/** A job's photo waits out a busy decoder (uploads by hand are refused instead); a minute at most. */
async function processWhenFree(bytes: Buffer, userId: string): Promise<ProcessedPhoto> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await processPhoto(bytes, userId);
    } catch (error) {
      const busy = error instanceof PhotoRejectedError && error.reason === 'busy';
      if (!busy || attempt === BUSY_ATTEMPTS) throw error;
      await sleep(1000);
    }
  }
}

const BUSY_ATTEMPTS = 60;

/** A recipe's images read and processed, ready to attach; `refused` counts those that could not be used. */
export interface PreparedImages {
  photos: ProcessedPhoto[];
  refused: number;
}

/**
 * Reads and processes a recipe's images (cover first, at most PHOTO_LIMITS.perRecipe) through the photo
 * pipeline, decoded and encoded anew with its limits. Outside any transaction: this is the slow part of
 * a restore; the photos are then written one short transaction each (staged-photos.ts, ADR 0033).
 */
export async function prepareImages(userId: string, images: readonly RecipeImage[]): Promise<PreparedImages> {
  const ordered = [...images].sort((a, b) => Number(b.cover) - Number(a.cover) || a.position - b.position);
  const photos: ProcessedPhoto[] = [];
  let refused = Math.max(0, ordered.length - PHOTO_LIMITS.perRecipe);
  for (const image of ordered.slice(0, PHOTO_LIMITS.perRecipe)) {
    let bytes: Buffer;
    try {
      bytes = await image.read();
    } catch {
      refused += 1; // too large, or its entry is damaged
      continue;
    }
    try {
      photos.push(await processWhenFree(bytes, userId));
    } catch (error) {
      if (!(error instanceof PhotoRejectedError)) throw error;
      refused += 1;
    }
  }
  return { photos, refused };
}

/** The report note for a recipe's images that could not be used, or null. */
export function refusedImagesNote(prepared: PreparedImages): MessageRef | null {
  if (prepared.refused === 0) return null;
  return message('report.imagesRefused', { count: prepared.refused, max: PHOTO_LIMITS.perRecipe });
}
