import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { DECODE_QUEUE, decodeLoad, inDecodeTurn } from '#server/photos/decode-queue.ts';
import { VERSION_LIMITS } from '#server/recipes/recipe-versions.ts';
import { zipOf } from '../fixtures/transfer/build';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { colourJpeg, hostileAvif } from '../support/images';
import {
  backupHeader,
  backupJson,
  backupPhoto,
  backupRecipeLine,
  finishedJob,
  importArchive,
  reportWords,
  uploadArchive,
} from './transfer-helpers';

let server: TestServer;
const defaults = { ...DECODE_QUEUE };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => Object.assign(DECODE_QUEUE, defaults));

const backupZip = (lines: string[], photos: Record<string, Buffer> = {}) =>
  zipOf({
    'backup.json': backupJson(backupHeader(lines.length), lines),
    ...Object.fromEntries(Object.entries(photos).map(([name, bytes]) => [`photos/${name}.webp`, bytes])),
  });

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);
}

describe('a restore with photos never holds a transaction while it decodes', () => {
  it('another chef’s list answers while the restore’s photo waits for the decoder', async () => {
    const owner = await signedInClient(server);
    const other = await signedInClient(server);
    await other.trpc.recipes.create.mutate(JSON.parse(backupRecipeLine('Naapurin kakku')));
    const jpeg = await colourJpeg(400, 300);
    const zip = await backupZip(
      [
        backupRecipeLine('Kuvallinen', { photos: [backupPhoto('a'), backupPhoto('b', 1)] }),
        backupRecipeLine('Toinen kuvallinen', { photos: [backupPhoto('a')] }),
      ],
      { a: jpeg, b: await colourJpeg(300, 400) },
    );
    // The decoder is busy with someone else's photo: the restore's first photo waits its turn.
    Object.assign(DECODE_QUEUE, { atOnce: 1 });
    let release!: () => void;
    const holding = inDecodeTurn(
      'someone-else',
      0,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const response = await uploadArchive(owner, server, zip);
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    await until(() => decodeLoad().waiting > 0);

    // On the embedded database a transaction holds the one connection: the list would wait for it.
    const page = await within(other.trpc.recipes.list.query({}), 5000, 'recipes.list');
    expect(page.items.map((item) => item.title)).toEqual(['Naapurin kakku']);
    if (server.database.kind === 'postgres') {
      const open = await queryRows<{ count: number }>(
        server.deps.db,
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(open[0]!.count).toBe(0);
    }
    expect(
      await within(
        owner.trpc.transfer.cancel.mutate({ jobId }).then(() => 'answered'),
        2000,
        'cancel',
      ),
    ).toBe('answered');
    release();
    await holding;
    const job = await finishedJob(owner, jobId, 60_000);
    expect(job.state).toBe('cancelled');
  }, 90_000);

  it('restores the photos decoded before the save, cover first, with the recipe', async () => {
    const owner = await signedInClient(server);
    const zip = await backupZip(
      [backupRecipeLine('Kuvakakku', { photos: [backupPhoto('a'), backupPhoto('b', 1)] })],
      { a: await colourJpeg(400, 300), b: await colourJpeg(300, 400) },
    );
    const job = await importArchive(owner, server, zip);
    expect(job).toMatchObject({ state: 'done', added: 1, failed: 0 });
    const [item] = (await owner.trpc.recipes.list.query({ q: 'Kuvakakku' })).items;
    const recipe = await owner.trpc.recipes.byId.query({ id: item!.id });
    expect(recipe.photos.map((photo) => [photo.width, photo.height])).toEqual([
      [400, 300],
      [300, 400],
    ]);
  }, 60_000);

  it('an archive’s memory-bomb AVIF is refused from its header, with a note on the recipe’s line', async () => {
    const owner = await signedInClient(server);
    const zip = await backupZip([backupRecipeLine('Pommikakku', { photos: [backupPhoto('pommi')] })], {
      pommi: await hostileAvif(),
    });
    const job = await importArchive(owner, server, zip);
    expect(job).toMatchObject({ state: 'done', added: 1 });
    expect(reportWords(job.report[0]!.reason)).toMatch(/1 image was not imported/);
  }, 120_000);
});

describe('one bad recipe never ends a restore', () => {
  const at = new Date().toISOString();
  const version = (n: number, changes: Record<string, unknown> = { notes: `v${n}` }) => ({
    version: n,
    createdAt: at,
    changes,
  });

  it('each bad recipe is a line of its own; the good ones around it are restored', async () => {
    const owner = await signedInClient(server);
    const lines = [
      backupRecipeLine('Hyvä 1'),
      backupRecipeLine('NUL versiossa', { versions: [version(1, { notes: 'a\u0000b' })] }),
      backupRecipeLine('Orpo puolisko', { versions: [version(1, { notes: 'a\ud800b' })] }),
      backupRecipeLine('Kaksi ykköstä', { versions: [version(1), version(1)] }),
      backupRecipeLine('Liian suuri numero', { versions: [version(2 ** 31)] }),
      backupRecipeLine('Hyvä 2'),
    ];
    const job = await importArchive(owner, server, await backupZip(lines));
    expect(job.state).toBe('done');
    expect(job.error).toBeNull();
    expect(job.report.map((item) => [item.title ?? item.name, item.outcome])).toEqual([
      ['Hyvä 1', 'added'],
      ['NUL versiossa', expect.stringMatching(/added|failed/)],
      ['Orpo puolisko', expect.stringMatching(/added|failed/)],
      ['Kaksi ykköstä', expect.stringMatching(/added|failed/)],
      [expect.any(String), 'failed'],
      ['Hyvä 2', 'added'],
    ]);
    for (const item of job.report.filter((line) => line.outcome === 'failed'))
      expect(item.reason).toBeTruthy();
  }, 60_000);

  it('a NUL in an entry name or a header counting 3e9 recipes is a clear outcome, not “failed unexpectedly”', async () => {
    const owner = await signedInClient(server);
    // Either refused before its job with what it looks like (415), or a job that says what happened.
    const outcome = async (bytes: Buffer) => {
      const response = await uploadArchive(owner, server, bytes);
      if (response.status === 415) return ((await response.json()) as { message: string }).message;
      expect(response.status).toBe(202);
      const { jobId } = (await response.json()) as { jobId: string };
      return reportWords((await finishedJob(owner, jobId)).error) ?? '';
    };
    const named = await zipOf({ 'kakku\u0000.json': 'ei reseptiä' });
    expect(await outcome(named)).not.toMatch(/unexpectedly/);
    const counted = await zipOf({
      'backup.json': backupJson(backupHeader(3e9), [backupRecipeLine('Yksi')]),
    });
    const huge = await outcome(counted);
    expect(huge).not.toMatch(/unexpectedly/);
    expect(huge).toMatch(/backup/);
  }, 60_000);

  it(`keeps the newest ${VERSION_LIMITS.kept} of 16,384 versions, in batches, with a note`, async () => {
    const owner = await signedInClient(server);
    const versions = Array.from({ length: 16_384 }, (_, i) => version(i + 1));
    const job = await importArchive(
      owner,
      server,
      await backupZip([backupRecipeLine('Pitkä historia', { versions })]),
    );
    expect(job).toMatchObject({ state: 'done', added: 1, failed: 0 });
    expect(reportWords(job.report[0]!.reason)).toMatch(
      new RegExp(`${16_384 - VERSION_LIMITS.kept} oldest versions were left out`),
    );
    const [item] = (await owner.trpc.recipes.list.query({ q: 'Pitkä historia' })).items;
    const kept = await owner.trpc.versions.list.query({ recipeId: item!.id });
    expect(kept).toHaveLength(VERSION_LIMITS.kept);
    expect(kept[0]!.version).toBe(16_384);
  }, 120_000);
});
