import type { RefParams } from '#shared/messages/message-ref.ts';
import { DomainError } from '../errors';

/** Another import of the user's is still queued or running (at most one at a time). */
export class ActiveJobError extends DomainError {
  constructor() {
    super('conflict', 'transfer.activeJob');
  }
}

export class JobNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'transfer.jobNotFound');
  }
}

/** An upload no reader recognises, refused before a job is made (the message says what it looks like). */
export class UnsupportedFileError extends DomainError {
  constructor(params: RefParams) {
    super('unsupported', 'transfer.unsupported', params);
  }
}

/** The job is no longer this runner's to write (cancelled, or its lease passed to another instance). */
export class JobLostError extends Error {
  constructor() {
    super('The transfer job was cancelled or taken over');
    this.name = 'JobLostError';
  }
}
