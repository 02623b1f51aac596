import { DomainError } from '../errors';

/** Another import of the user's is still queued or running (at most one at a time). */
export class ActiveJobError extends DomainError {
  constructor() {
    super('conflict', 'Edellinen tuonti on vielä kesken. Odota, että se valmistuu, tai peruuta se.');
    this.name = 'ActiveJobError';
  }
}

export class JobNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'Tuontia ei löytynyt.');
    this.name = 'JobNotFoundError';
  }
}

/** An upload no reader recognises, refused before a job is made (the message says what it looks like). */
export class UnsupportedFileError extends DomainError {
  constructor(message: string) {
    super('unsupported', message);
    this.name = 'UnsupportedFileError';
  }
}
