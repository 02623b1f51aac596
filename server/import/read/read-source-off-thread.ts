/**
 * readSource in a worker thread, so a page that takes long to read never blocks other requests, and
 * one that takes too long is stopped. Workers start on the first import (none at server start).
 */
import { ImportError } from '../import-errors';
import type { ImportSource, SourceReading } from './read-source';
import type { ReadReply, ReadRequest } from './read-source-worker';
import { WorkerCrashError, WorkerPool, WorkerTimeoutError } from './worker-pool';

/** The median page takes ~6 ms and the corpus's slowest well under a second; a worker starts in ~0.5 s. */
const READ_TIMEOUT_MS = 5_000;

export type SourceReaderPool = WorkerPool<ReadRequest, ReadReply>;

export function sourceReaderPool(options: { size: number; timeoutMs: number }): SourceReaderPool {
  return new WorkerPool({
    script: new URL('./read-source-worker.ts', import.meta.url),
    ...options,
    // A 12 MB paste parses within a few hundred MB; past this the worker stops, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
}

// Two workers: one slow page does not hold up everyone else's imports, and the machine keeps a core.
const sharedPool = sourceReaderPool({ size: 2, timeoutMs: READ_TIMEOUT_MS });

export async function readSourceOffThread(
  source: ImportSource,
  withSourceText: boolean,
  pool: SourceReaderPool = sharedPool,
): Promise<SourceReading> {
  let reply: ReadReply;
  try {
    reply = await pool.run({ source, withSourceText });
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw ImportError.tooComplex('time');
    if (error instanceof WorkerCrashError && error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw ImportError.tooComplex('memory');
    }
    throw error;
  }
  if (reply.ok) return reply.reading;
  if ('tooComplex' in reply) throw ImportError.tooComplex(reply.tooComplex);
  const failure = new Error(`Reading the import source failed: ${reply.error}`);
  failure.stack = reply.stack;
  throw failure;
}
