/** Photos: the limits and messages both sides show, and where a photo is served. */

import type { MessageKey } from '#shared/messages/en.ts';
import { MB } from './bytes';

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
