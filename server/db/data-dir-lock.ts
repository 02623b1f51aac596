import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process locking: two processes writing one data directory corrupt it (e.g. a
 * `npm run user:create` while the server runs). An exclusive lock file with the owner's pid makes the
 * second process stop with a clear message; a lock left by a dead process is taken over.
 */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'reseptikirjasto.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => releaseIfOurs(file);
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner} (a running server?). ` +
            'Stop it first, or use DATABASE_URL with a PostgreSQL server.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}`);
}

function releaseIfOurs(file: string) {
  try {
    if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** For entry points: a database in use is an expected situation, told in one line, not a stack trace. */
export function exitIfDatabaseInUse(error: unknown): never {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
