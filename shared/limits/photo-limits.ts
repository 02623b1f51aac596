import { MB } from '../bytes';

/** What a photo may be: the numbers the server holds uploads to and the screens quote (no catalogue, no zod, so either may import them). */
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
