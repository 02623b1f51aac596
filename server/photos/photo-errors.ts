import { PHOTO_MESSAGES } from '#shared/photos.ts';
import { DomainError, type DomainErrorKind } from '../errors';

/** Every photo message but the upload's pace, which the upload route answers itself (408). */
export type PhotoRefusal = Exclude<keyof typeof PHOTO_MESSAGES, 'tooSlow'>;

/** The kind of refusal each reason is (trpc.ts and http/ turn a kind into a code or a status). */
const PHOTO_REFUSALS = {
  notAnImage: 'unprocessable',
  tooManyPixels: 'unprocessable',
  tooMuchMemory: 'unprocessable',
  animated: 'unprocessable',
  unknownPhoto: 'unprocessable',
  tooLarge: 'too_large',
  noFile: 'invalid',
  tooMany: 'conflict',
  staleOrder: 'conflict',
  fetchFailed: 'invalid',
  busy: 'unavailable',
} as const satisfies Record<PhotoRefusal, DomainErrorKind>;

/** An upload or arrangement refused for what it is; the message says which. */
export class PhotoRejectedError extends DomainError {
  constructor(readonly reason: PhotoRefusal) {
    super(PHOTO_REFUSALS[reason], PHOTO_MESSAGES[reason]);
  }
}
