/**
 * THE PHOTOS SEAM: the one place where a recipe's attachments are gathered on export and attached on
 * restore or an archive import. The photos feature (branch `photos`) is not merged yet, so a recipe
 * has no photos to export and images read from archives cannot be stored: they are carried this far
 * (bytes and all) and the report says they were left out. Wiring photos in is these two functions.
 */
import type { Database } from '../db/client';

/** A photo as backup.json lists it; its bytes are the zip entry `file` (photos/<id>.webp). */
export interface BackupPhoto {
  file: string;
  cover: boolean;
  position: number;
  width: number | null;
  height: number | null;
}

/** An image read from an archive (a backup's photo, Paprika's photo_data, Mealie's original.webp…). */
export interface RecipeImage {
  fileName: string;
  bytes: Buffer;
  cover: boolean;
  position: number;
}

export interface ExportedPhoto extends BackupPhoto {
  bytes(): Promise<Buffer>;
}

/** The photos of each of these recipes, for backup.json and the zip's photos/ folder. */
export async function gatherPhotos(
  _db: Database,
  _userId: string,
  recipeIds: readonly string[],
): Promise<Map<string, ExportedPhoto[]>> {
  return new Map(recipeIds.map((id) => [id, []]));
}

/** Attaches the images to a newly saved recipe; returns a report note for what could not be attached. */
export async function attachImages(
  _db: Database,
  _userId: string,
  _recipeId: string,
  images: readonly RecipeImage[],
): Promise<string | null> {
  if (images.length === 0) return null;
  return `${images.length} ${images.length === 1 ? 'kuva jäi' : 'kuvaa jäi'} tuomatta: kuvien tallennus ei ole vielä käytössä.`;
}
