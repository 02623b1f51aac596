/** Photos: the limits and messages both sides show, and where a photo is served. */

const MB = 1024 * 1024;

export const PHOTO_LIMITS = {
  /** Photos in one recipe's gallery, cover included. */
  perRecipe: 20,
  /** An upload's size; a phone's full-resolution JPEG is 3–12 MB. */
  bytes: 15 * MB,
  /**
   * Decoded pixels (width × height) read from the header before anything is decoded: a 100-megapixel
   * camera fits; a decompression bomb that declares 50,000 × 50,000 does not.
   */
  pixels: 100_000_000,
} as const;

export const PHOTO_SIZES = ['thumb', 'display'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF or TIFF)',
  tooLarge: `The photo is too large (at most ${PHOTO_LIMITS.bytes / MB} MB)`,
  tooManyPixels: `The photo has too many pixels (at most ${PHOTO_LIMITS.pixels / 1_000_000} megapixels)`,
  animated: 'Animated images cannot be used as photos',
  tooMany: `A recipe can have at most ${PHOTO_LIMITS.perRecipe} photos`,
  noFile: 'Choose a photo to upload',
  unknownPhoto: 'That photo is not one of this recipe’s photos',
} as const;

/** A photo of a recipe as recipes.byId lists it; the thumbnail keeps the photo's proportions. */
export interface RecipePhoto {
  id: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** The one spelling of a photo's address (GET /api/photos/:photoId/:size). */
export function photoPath(photoId: string, size: PhotoSize): string {
  return `/api/photos/${photoId}/${size}`;
}

/** The upload address (POST, multipart, field `file`). */
export function recipePhotosPath(recipeId: string): string {
  return `/api/recipes/${recipeId}/photos`;
}
