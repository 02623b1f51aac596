/** Photos: the limits and messages both sides show, and where a photo is served. */

import { MB } from './bytes';
import { FETCH_FAILED_MESSAGE } from './errors';

export const PHOTO_LIMITS = {
  /** Photos in one recipe's gallery, cover included. */
  perRecipe: 20,
  /**
   * Photo rows kept per recipe, the gallery and removed photos a version may bring back; past it the
   * oldest removed ones are deleted for good.
   */
  storedPerRecipe: 60,
  /** An upload's size; a phone's full-resolution JPEG is 3–12 MB. */
  bytes: 15 * MB,
  /**
   * Decoded pixels (width × height) read from the header before anything is decoded: a 100-megapixel
   * camera fits; a decompression bomb that declares 50,000 × 50,000 does not.
   */
  pixels: 100_000_000,
  /**
   * Memory one decode may take, estimated from the header (server/photos/decode-cost.ts): a 100 MP
   * JPEG (~300 MB) and a 48 MP HEIF from a phone (~880 MB) fit; a 100 MP AVIF (~1.8 GB) does not.
   */
  decodedBytes: 1024 * MB,
} as const;

export const PHOTO_SIZES = ['thumb', 'display'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF or TIFF)',
  tooLarge: `The photo is too large (at most ${PHOTO_LIMITS.bytes / MB} MB)`,
  tooManyPixels: `The photo has too many pixels (at most ${PHOTO_LIMITS.pixels / 1_000_000} megapixels)`,
  tooMuchMemory: `The photo would take too much memory to open (over ${PHOTO_LIMITS.decodedBytes / MB} MB). Save it smaller or as JPEG and try again`,
  animated: 'Animated images cannot be used as photos',
  tooMany: `A recipe can have at most ${PHOTO_LIMITS.perRecipe} photos`,
  noFile: 'Choose a photo to upload',
  tooSlow: 'The upload came too slowly and was stopped. Try again on a better connection.',
  unknownPhoto: 'That photo is not one of this recipe’s photos',
  staleOrder: 'The photos were changed meanwhile (in another tab?). They have been reloaded: try again.',
  fetchFailed: FETCH_FAILED_MESSAGE,
  busy: 'Many photos are being processed right now. Try again in a few seconds.',
} as const;

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
