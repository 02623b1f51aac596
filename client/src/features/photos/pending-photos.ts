import { PHOTO_LIMITS } from '../../../../shared/photos';
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

/** The page's picture is shown from the page only over https (the CSP's img-src); the server fetches it on save. */
export function pendingFromUrl(url: string | null | undefined): PendingPhoto[] {
  return url ? [{ key: crypto.randomUUID(), src: url.startsWith('https://') ? url : null, url }] : [];
}

/** Within the gallery's limit: the first ones chosen are kept. */
export function withinPhotoLimit(photos: PendingPhoto[]): PendingPhoto[] {
  return photos.slice(0, PHOTO_LIMITS.perRecipe);
}

export function releasePendingPhoto(photo: PendingPhoto) {
  if ('file' in photo && photo.src) URL.revokeObjectURL(photo.src);
}

/**
 * Sends the preview's photos to the saved recipe in their order (each is added at the end, so the first
 * becomes the cover). A photo that fails does not undo the recipe; the messages say which failed.
 */
export async function attachPendingPhotos(
  recipeId: string,
  photos: readonly PendingPhoto[],
  addFromUrl: (input: { recipeId: string; url: string }) => Promise<unknown>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const photo of photos) {
    try {
      if ('file' in photo) await uploadPhoto(recipeId, photo.file);
      else await addFromUrl({ recipeId, url: photo.url });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return failures;
}
