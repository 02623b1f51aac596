/** Another import of the user's is still queued or running (at most one at a time). */
export class ActiveJobError extends Error {
  constructor() {
    super('Edellinen tuonti on vielä kesken. Odota, että se valmistuu, tai peruuta se.');
    this.name = 'ActiveJobError';
  }
}

export class JobNotFoundError extends Error {
  constructor() {
    super('Tuontia ei löytynyt.');
    this.name = 'JobNotFoundError';
  }
}

/** An upload no reader recognises, refused before a job is made (the message says what it looks like). */
export class UnsupportedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedFileError';
  }
}
