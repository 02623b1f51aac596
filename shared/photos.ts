/** Photos: the messages both sides show, and where a photo is served (the limits: photo-limits.ts). */

import type { MessageKey } from './messages/en';

export const PHOTO_SIZES = ['thumb', 'display'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The catalogue key of each photo refusal (shared/messages holds the words). */
export const PHOTO_MESSAGES = {
  notAnImage: 'photos.notAnImage',
  tooLarge: 'photos.tooLarge',
  tooManyPixels: 'photos.tooManyPixels',
  tooMuchMemory: 'photos.tooMuchMemory',
  animated: 'photos.animated',
  tooMany: 'photos.tooMany',
  noFile: 'photos.noFile',
  tooSlow: 'photos.tooSlow',
  unknownPhoto: 'photos.unknownPhoto',
  staleOrder: 'photos.staleOrder',
  fetchFailed: 'app.fetchFailed',
  busy: 'photos.busy',
} as const satisfies Record<string, MessageKey>;

/** A photo of a recipe as recipes.byId lists it; the thumbnail keeps the photo's proportions. */
export interface RecipePhoto {
  id: string;
  /** The start of the display image's SHA-256: in the photo's address, so new bytes are a new URL. */
  version: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** The routes, as the server registers them; the functions below are the one way to fill them in. */
export const PHOTO_ROUTES = {
  upload: '/api/recipes/:id/photos',
  file: '/api/photos/:photoId/:size',
} as const;

/** What of a photo's hash its address carries (64 bits: enough to tell its versions apart). */
export function photoVersion(hash: string): string {
  return hash.slice(0, 16);
}

/**
 * A photo's address (GET /api/photos/:photoId/:size). With the photo's `version` the address names
 * these exact bytes and the answer may be cached for a year; without it (the list's cover, which
 * knows only the id) the browser revalidates by ETag.
 */
export function photoPath(photoId: string, size: PhotoSize, version?: string): string {
  const path = PHOTO_ROUTES.file.replace(':photoId', photoId).replace(':size', size);
  return version ? `${path}?v=${version}` : path;
}

/**
 * The upload address (POST, multipart, field `file`). `versioned: false` while the recipe is being
 * created (the import preview's Save): its first photos are part of the new recipe, not changes to it.
 */
export function recipePhotosPath(recipeId: string, options: { versioned?: boolean } = {}): string {
  const path = PHOTO_ROUTES.upload.replace(':id', recipeId);
  return options.versioned === false ? `${path}?versioned=false` : path;
}
