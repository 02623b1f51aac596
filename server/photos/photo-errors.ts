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
 * The one table of how each refusal answers, over plain HTTP (the upload route) and over tRPC (the
 * photos router): the status and the tRPC code always agree.
 */
export const PHOTO_REFUSALS = {
  notAnImage: { status: 422, code: 'UNPROCESSABLE_CONTENT' },
  tooManyPixels: { status: 422, code: 'UNPROCESSABLE_CONTENT' },
  animated: { status: 422, code: 'UNPROCESSABLE_CONTENT' },
  unknownPhoto: { status: 422, code: 'UNPROCESSABLE_CONTENT' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  noFile: { status: 400, code: 'BAD_REQUEST' },
  tooMany: { status: 409, code: 'CONFLICT' },
  staleOrder: { status: 409, code: 'CONFLICT' },
  fetchFailed: { status: 400, code: 'BAD_REQUEST' },
  busy: { status: 503, code: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<PhotoRefusal, { status: number; code: string }>;
