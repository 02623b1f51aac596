import type { Database } from '../db/client';
import type { SafeFetchImageResult } from '../egress/safe-fetch';
import { fetchFailureOf } from '../egress/safe-fetch-error';
import type { RateLimiter } from '../limits/rate-limiter';
import { spendUserBudget } from '../limits/user-budgets';
import { PhotoRejectedError } from './photo-errors';
import type { PhotoStore } from './photo-store';
import { addPhoto, ensurePhotoRoom } from './recipe-photos';

/**
 * The picture a URL import found, added to the saved recipe: the recipe checked first (nobody makes
 * the server fetch for a recipe that is not theirs, or is full), then the import's budget spent, then
 * fetched through the one safe path (`fetchImage`: public addresses only, image types, the photo size
 * limit) and processed like an upload. A failed fetch is PhotoRejectedError('fetchFailed' or 'tooLarge').
 */
export async function addPhotoFromUrl(
  deps: {
    db: Database;
    photoStore: PhotoStore;
    rateLimiter: RateLimiter;
    fetchImage(url: string): Promise<SafeFetchImageResult>;
  },
  input: { userId: string; recipeId: string; url: string; versioned?: boolean },
): Promise<{ photoId: string }> {
  const { url, ...owner } = input;
  await ensurePhotoRoom(deps.db, owner);
  await spendUserBudget(deps.rateLimiter, 'import', owner.userId);
  let bytes: Buffer;
  try {
    ({ bytes } = await deps.fetchImage(url));
  } catch (error) {
    throw new PhotoRejectedError(fetchFailureOf(error) === 'too_large' ? 'tooLarge' : 'fetchFailed');
  }
  return addPhoto(deps.db, deps.photoStore, { ...owner, bytes });
}
