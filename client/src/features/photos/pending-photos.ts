import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { uploadPhoto } from './upload-photo';

/**
 * A photo chosen in the import preview, before the recipe exists: a file from the chef, or the page's
 * picture the URL import found. Both are sent once recipes.create has given the recipe its id
 * (docs/decisions/0021-photos-in-the-import-preview.md).
 */
export type PendingPhoto = { key: string; src: string | null } & ({ file: File } | { url: string });

/** Files chosen in the preview, shown from blob: addresses until the recipe is saved. */
export function pendingFromFiles(files: File[]): PendingPhoto[] {
  return files.map((file) => ({ key: crypto.randomUUID(), src: URL.createObjectURL(file), file }));
}

/**
 * The page's picture is not loaded by the browser (that would tell the page's host the chef's address
 * and that she is importing it): a placeholder until Save, when the server fetches it through the safe
 * path (docs/decisions/0021-photos-in-the-import-preview.md).
 */
export function pendingFromUrl(url: string | null | undefined): PendingPhoto[] {
  return url ? [{ key: crypto.randomUUID(), src: null, url }] : [];
}

/** Within the gallery's limit, the first ones chosen kept (the editor has told the chef of any past it). */
export function withinPhotoLimit(photos: PendingPhoto[]): PendingPhoto[] {
  return photos.slice(0, PHOTO_LIMITS.perRecipe);
}

export function releasePendingPhoto(photo: PendingPhoto) {
  if ('file' in photo && photo.src) URL.revokeObjectURL(photo.src);
}

/**
 * Sends the preview's photos to the saved recipe in their order (each is added at the end, so the first
 * becomes the cover), without a version each. A photo that fails does not undo the recipe; the
 * messages name the one that failed.
 */
export async function attachPendingPhotos(
  recipeId: string,
  photos: readonly PendingPhoto[],
  addFromUrl: (input: { recipeId: string; url: string; versioned: boolean }) => Promise<unknown>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const photo of photos) {
    try {
      // Part of the recipe being created, not changes to it: no version for each.
      if ('file' in photo) await uploadPhoto(recipeId, photo.file, { versioned: false });
      else await addFromUrl({ recipeId, url: photo.url, versioned: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(`${'file' in photo ? photo.file.name : 'The page’s photo'}: ${reason}`);
    }
  }
  return failures;
}
