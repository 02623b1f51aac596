import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { englishRef } from '#server/errors.ts';
import { MB } from '#shared/bytes.ts';
import type { MessageRef } from '#shared/messages/message-ref.ts';
import { ItemError } from '../imported-recipe';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive-limits';

/** An archive refused as a whole (the job fails with this text); per-file problems are report lines. */
export class ArchiveError extends Error {
  constructor(readonly text: MessageRef) {
    super(englishRef(text));
    this.name = 'ArchiveError';
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes; an ItemError when over `limit` or damaged. */
  read(limit?: number): Promise<Buffer>;
  /** The inflated bytes as a stream (yauzl stops it if it inflates past its declared size). */
  stream(): Promise<Readable>;
}

export interface Archive {
  entries: ArchiveEntry[];
  /** What this archive and the archives inside it may still inflate, shared by all of them. */
  budget: InflationBudget;
  close(): void;
}

/**
 * Inflated bytes left under ARCHIVE_LIMITS.maxTotalUncompressed for one upload: an inner zip (a
 * Tandoor recipe) or a gzipped entry (Paprika) spends from its outer archive's budget, so 2,500 small
 * zips of 1 MB each cannot inflate 2.5 GB between them.
 */
export interface InflationBudget {
  remaining: number;
}

/** Spends `bytes` of the budget; the whole upload is refused once it is spent. */
export function spendInflation(budget: InflationBudget, bytes: number): void {
  budget.remaining -= bytes;
  if (budget.remaining < 0) throw new ArchiveError(ARCHIVE_MESSAGES.tooMuchData);
}

/**
 * Opens a zip (a file on disk, or an inner zip's bytes) and lists its entries, refusing the whole
 * archive before anything is inflated when its names leave the archive or its declared sizes, count
 * or compression ratios are over the limits. yauzl validates every inflated entry against its
 * declared size, so the declared totals bound what reading can produce.
 */
export async function openArchive(
  source: string | Buffer,
  budget: InflationBudget = { remaining: ARCHIVE_LIMITS.maxTotalUncompressed },
): Promise<Archive> {
  let zip: ZipFile;
  try {
    const options = { lazyEntries: true, autoClose: false, strictFileNames: false } as const;
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, options)
        : await yauzl.fromBufferPromise(source, options);
  } catch {
    throw new ArchiveError(ARCHIVE_MESSAGES.notZip);
  }
  if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
    zip.close();
    throw new ArchiveError(ARCHIVE_MESSAGES.tooManyEntries);
  }
  try {
    const listed = await listEntries(zip, budget);
    return { entries: listed.map((entry) => archiveEntry(zip, entry)), budget, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile, budget: InflationBudget): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) {
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        try {
          spendInflation(budget, entry.uncompressedSize);
        } catch (error) {
          return reject(error);
        }
        if (entry.uncompressedSize > MB && ratio > ARCHIVE_LIMITS.maxRatio) {
          return reject(new ArchiveError(ARCHIVE_MESSAGES.bomb));
        }
        entries.push(entry);
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    // yauzl refuses absolute paths and ".." before handing out the entry; with strictFileNames off it
    // first reads backslashes as folder separators (zips made on Windows), so "..\x" is refused too.
    zip.once('error', (error: Error) =>
      reject(
        new ArchiveError(
          /path|fileName/i.test(error.message) ? ARCHIVE_MESSAGES.unsafeName : ARCHIVE_MESSAGES.notZip,
        ),
      ),
    );
    zip.readEntry();
  });
}

function archiveEntry(zip: ZipFile, entry: Entry): ArchiveEntry {
  const stream = () => zip.openReadStreamPromise(entry);
  return {
    name: entry.fileName,
    size: entry.uncompressedSize,
    stream,
    async read(limit: number = ARCHIVE_LIMITS.maxEntryInMemory) {
      if (entry.uncompressedSize > limit) throw new ItemError(ARCHIVE_MESSAGES.entryTooLarge);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await stream()) chunks.push(chunk as Buffer);
      } catch {
        // yauzl stops an entry that inflates past its declared size or is not valid deflate data.
        throw new ItemError(ARCHIVE_MESSAGES.damagedEntry);
      }
      return Buffer.concat(chunks);
    },
  };
}
