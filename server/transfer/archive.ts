import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MB } from '../../shared/bytes';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive-limits';
import { ItemError } from './imported-recipe';

/** An archive refused as a whole (the job fails with this message); per-file problems are report lines. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
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
  close(): void;
}

/**
 * Opens a zip (a file on disk, or an inner zip's bytes) and lists its entries, refusing the whole
 * archive before anything is inflated when its names leave the archive or its declared sizes, count
 * or compression ratios are over the limits. yauzl validates every inflated entry against its
 * declared size, so the declared totals bound what reading can produce.
 */
export async function openArchive(source: string | Buffer): Promise<Archive> {
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
    const listed = await listEntries(zip);
    return { entries: listed.map((entry) => archiveEntry(zip, entry)), close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (total > ARCHIVE_LIMITS.maxTotalUncompressed)
          return reject(new ArchiveError(ARCHIVE_MESSAGES.tooMuchData));
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
