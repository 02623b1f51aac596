import { PHOTO_MESSAGES } from '../../shared/photos';

/** An upload refused for what it is (not an image, too large, a bomb, animated); the message says which. */
export class PhotoRejectedError extends Error {
  constructor(readonly reason: keyof typeof PHOTO_MESSAGES) {
    super(PHOTO_MESSAGES[reason]);
    this.name = 'PhotoRejectedError';
  }
}
