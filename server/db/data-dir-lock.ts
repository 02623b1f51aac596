import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PGlite has no cross-process locking: two processes writing one data directory corrupt it (e.g. a
 * `npm run user:create` while the server runs). The lock is a Unix socket the owner listens on in the
 * data directory: while the owner lives, a connection to it is answered (with the owner's pid, for
 * the message); once it dies — `kill -9` included — the kernel closes the socket, nobody answers, and
 * the next process takes the lock over. No pid is ever trusted, so a pid recycled by an unrelated
 * process (PID 1 in a container) cannot block a restart.
 */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

const LOCK_NAME = 'reseptikirjasto.lock';
/** A Unix socket's path must fit in about 104 bytes (108 on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;
/** An owner answers at once; a socket that accepts but stays silent this long still counts as held. */
const PROBE_TIMEOUT_MS = 2000;
const MAX_ATTEMPTS = 20;
const RETRY_DELAY_MS = 100;
/** A takeover takes milliseconds; a guard older than this was left by a crash. */
const GUARD_EXPIRY_MS = 10_000;

/** Takes the data directory's lock; the returned function releases it (and removes the socket). */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const socketPath = lockPath(dataDir);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const server = createServer((socket) => socket.end(String(process.pid)));
    try {
      await listen(server, socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const owner = await askOwner(socketPath);
      if (owner !== null) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner} (a running server?). ` +
            'Stop it first, or use DATABASE_URL with a PostgreSQL server.',
        );
      }
      // Left by a process that is gone (or an older pid-file lock): nobody holds it. Two processes
      // that find it so at once take it over one at a time, so the second finds the first's lock.
      await takeOver(socketPath);
      continue;
    }
    server.unref();
    // Closing unlinks the socket; on a plain exit without release, the next start finds it unanswered.
    const closeOnExit = () => server.close();
    process.once('exit', closeOnExit);
    return () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', closeOnExit);
        server.close(() => resolve());
      });
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}`);
}

/**
 * Removes a stale lock under a guard created exclusively: only one process removes it, and the
 * others come round again to find the new owner. A guard left by a crash expires.
 */
async function takeOver(socketPath: string): Promise<void> {
  const guard = `${socketPath}.takeover`;
  try {
    await writeFile(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = (await stat(guard).catch(() => null))?.mtimeMs;
    if (written !== undefined && Date.now() - written > GUARD_EXPIRY_MS) await rm(guard, { force: true });
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return;
  }
  try {
    if ((await askOwner(socketPath)) === null) await rm(socketPath, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

/**
 * In the data directory itself; for a directory too deep for a socket path, in the temporary
 * directory under a name derived from the data directory's real path (one machine only, then).
 */
function lockPath(dataDir: string): string {
  const inDir = path.join(dataDir, LOCK_NAME);
  if (Buffer.byteLength(inDir) <= MAX_SOCKET_PATH) return inDir;
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 24);
  return path.join(tmpdir(), `reseptikirjasto-${digest}.lock`);
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
}

/** The owner's pid (or 'unknown') if a live process answers on the socket; null if nobody does. */
function askOwner(socketPath: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer.trim() || 'unknown');
    }, PROBE_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(answer.trim() || 'unknown');
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** For entry points: a database in use is an expected situation, told in one line, not a stack trace. */
export function exitIfDatabaseInUse(error: unknown): never {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
