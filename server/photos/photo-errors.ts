import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { PHOTO_MESSAGES } from '../../shared/photos';

export type PhotoRefusal = keyof typeof PHOTO_MESSAGES;

/** An upload or arrangement refused for what it is; the message says which. */
export class PhotoRejectedError extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(PHOTO_MESSAGES[reason]);
    this.name = 'PhotoRejectedError';
  }
}

/**
 * The one table of how each refusal answers, as a tRPC code over tRPC (the photos router) and as that
 * code's HTTP status over plain HTTP (the upload route, `httpStatusOf`).
 */
export const PHOTO_REFUSALS = {
  notAnImage: 'UNPROCESSABLE_CONTENT',
  tooManyPixels: 'UNPROCESSABLE_CONTENT',
  tooMuchMemory: 'UNPROCESSABLE_CONTENT',
  animated: 'UNPROCESSABLE_CONTENT',
  unknownPhoto: 'UNPROCESSABLE_CONTENT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  noFile: 'BAD_REQUEST',
  tooMany: 'CONFLICT',
  staleOrder: 'CONFLICT',
  fetchFailed: 'BAD_REQUEST',
  busy: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<PhotoRefusal, TRPC_ERROR_CODE_KEY>;
