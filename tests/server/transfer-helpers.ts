import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { englishText } from '#server/errors.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, backupOpening } from '#server/transfer/archive/backup-format.ts';
import { type StoredText, storedText } from '#shared/messages/message-ref.ts';
import type { signedInClient, TestServer } from '../support/http';

export type Browser = Awaited<ReturnType<typeof signedInClient>>;

/** Every entry of a zip by name. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', async (entry: yauzl.Entry) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await zip.openReadStreamPromise(entry)) as Readable)
        chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

export async function download(browser: Browser, server: TestServer, urlPath: string): Promise<Response> {
  return browser.fetch(`${server.url}${urlPath}`);
}

/** POST /api/import/archive as the browser's page sends it: multipart, field `file`, same origin. */
export async function uploadArchive(
  browser: Browser,
  server: TestServer,
  bytes: Buffer,
  fileName = 'arkisto.zip',
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  return browser.fetch(`${server.url}/api/import/archive`, { method: 'POST', body: form });
}

/** Waits until the job ends (the runner runs it in the background) and returns its final view. */
export async function finishedJob(browser: Browser, jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await browser.trpc.transfer.job.query({ jobId });
    if (!['queued', 'running'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads and waits for the job. */
export async function importArchive(browser: Browser, server: TestServer, bytes: Buffer, fileName?: string) {
  const response = await uploadArchive(browser, server, bytes, fileName);
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { jobId } = (await response.json()) as { jobId: string };
  return finishedJob(browser, jobId);
}

/** backup.json's recipes without what a restore cannot keep (ids) and the export's own time. */
export function backupContent(zip: Map<string, Buffer>) {
  const backup = JSON.parse(zip.get('backup.json')!.toString('utf8')) as {
    recipes: Record<string, unknown>[];
  };
  return backup.recipes.map(({ id: _id, ...recipe }) => recipe);
}

/** backup.json's opening line, as the export writes it. */
export const backupHeader = (recipeCount: number, version = BACKUP_VERSION) =>
  backupOpening({ format: BACKUP_FORMAT, version, exportedAt: new Date().toISOString(), recipeCount });

/** One recipe line of backup.json: the fields the save rules need, and any others given. */
export const backupRecipeLine = (title: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    title,
    category: 'sweet',
    subcategory: 'Cakes',
    ingredients: [{ amount: 1, unit: 'dl', name: 'sokeria', original: '1 dl sokeria' }],
    instructions: ['Sekoita.'],
    ...extra,
  });

/** backup.json as the export lays it out: the opening, one recipe per line, the closing. */
export const backupJson = (opening: string, lines: string[]) => `${opening}${lines.join(',\n')}\n]}\n`;

/** A photo entry of backup.json's recipe line, `photos/<name>.webp` in the zip. */
export const backupPhoto = (name: string, position = 0) => ({
  file: `photos/${name}.webp`,
  cover: position === 0,
  position,
  width: null,
  height: null,
});

/** A report's stored text (keys, or an older row's words) as the English a test compares against. */
export function reportWords(stored: StoredText | null | undefined): string | null {
  return stored == null ? null : storedText(englishText, stored);
}
