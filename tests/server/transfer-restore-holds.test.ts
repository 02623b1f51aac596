/**
 * A restore never holds the embedded database's one connection for more than one photo (ADR 0033):
 * a recipe's photos are written one short transaction each before the recipe's own, which only takes
 * them. Measured in-process by the connection's holds (statements and bytes a hold carries, steady
 * whatever the machine's load), on a backup of real photos: those of three apps' exports in the
 * corpus (Copy Me That, Nextcloud Cookbook, Chowdown). And whatever stops a recipe between its photos
 * and its save (a cancel, a crash), no photo is left without a recipe for good.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { photos, recipes, transferJobs } from '#server/db/schema.ts';
import { processPhoto } from '#server/photos/process-image.ts';
import { createTransferRunner } from '#server/transfer/job-runner.ts';
import { cancelJob, createArchiveJob, readJob } from '#server/transfer/jobs.ts';
import { stagePhotos } from '#server/transfer/staged-photos.ts';
import { zipOf } from '../fixtures/transfer/build';
import { startTestServer, type TestServer } from '../support/http';
import { createSignedInUser } from '../support/users';
import { backupHeader, backupJson, backupPhoto, backupRecipeLine, unzip } from './transfer-helpers';

const PEERS = resolve(import.meta.dirname, '../../../shared/corpus/peer-exports');
const WITH_PHOTOS = ['copymethat/copymethat.zip', 'nextcloud/nextcloud.zip', 'chowdown/chowdown.zip'];
const present = existsSync(PEERS);
if (!present) console.warn(`transfer-restore-holds: ${PEERS} is not here; its tests are skipped.`);

/**
 * A recipe's own transaction: the commit setting, the recipe, its photos taken, their order, the job's
 * count and the report line — a few more for the save rules' writes. Before, it carried ~5 a photo.
 */
const RECIPE_STATEMENTS = 12;

let server: TestServer;
let real: Buffer[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // This file runs its own runner, so that the holds it reads are the restore's only.
  await server.deps.transfer.stop();
  if (!present) return;
  for (const name of WITH_PHOTOS) {
    const entries = await unzip(readFileSync(resolve(PEERS, name)));
    for (const [entry, bytes] of entries)
      if (/\.jpe?g$/i.test(entry) && !/thumb|__MACOSX/.test(entry)) real.push(bytes);
  }
  real = real.slice(0, 7);
});
afterAll(() => server?.close());

function runner() {
  const { deps } = server;
  return createTransferRunner({
    ...deps,
    importServices: { ai: null, fetchPage: deps.fetchPage, logger: deps.logger },
  });
}

async function backupFile(lines: string[], files: Buffer[]): Promise<string> {
  const zip = await zipOf({
    'backup.json': backupJson(backupHeader(lines.length), lines),
    ...Object.fromEntries(files.map((bytes, i) => [`photos/p${i}.webp`, bytes])),
  });
  const file = resolve(mkdtempSync(resolve(tmpdir(), 'rk-test-holds-')), 'varmuuskopio.zip');
  writeFileSync(file, zip);
  return file;
}

const unattached = async () =>
  (await server.deps.db.select({ id: photos.id }).from(photos).where(isNull(photos.recipeId))).length;

describe.runIf(present)('a restore of real photos holds the connection one photo at a time', () => {
  it('no hold carries more than one photo’s bytes, nor a recipe’s transaction its photos’ statements', async () => {
    expect(real.length).toBe(7);
    const { user } = await createSignedInUser(server.deps);
    const names = real.map((_, i) => `p${i}`);
    const lines = ['Ensimmäinen', 'Toinen'].map((title) =>
      backupRecipeLine(title, { photos: names.map((name, position) => backupPhoto(name, position)) }),
    );
    const jobId = await createArchiveJob(server.deps.db, user.id, await backupFile(lines, real), 'v.zip');
    const holds = server.database.holds;
    holds?.reset();
    await runner().drain();

    const job = await readJob(server.deps.db, user.id, jobId);
    expect(job).toMatchObject({ state: 'done', added: 2, failed: 0 });
    const saved = await server.deps.db
      .select({ photoIds: recipes.photoIds })
      .from(recipes)
      .where(eq(recipes.userId, user.id));
    expect(saved.map((recipe) => recipe.photoIds.length)).toEqual([7, 7]);
    expect(await unattached()).toBe(0);

    // PostgreSQL has a pool: no connection is anyone's but a transaction's.
    if (!holds) return;
    const [largest] = await queryRows<{ bytes: number }>(
      server.deps.db,
      sql`select max(bytes)::int as bytes from (select sum(octet_length(data)) as bytes from photo_files
          join photos on photos.id = photo_files.photo_id where photos.user_id = ${user.id} group by photo_id) p`,
    );
    const heaviest = holds.heaviest();
    expect(heaviest.bytesWritten).toBeGreaterThan(0);
    expect(heaviest.bytesWritten).toBeLessThanOrEqual(largest!.bytes);
    expect(heaviest.statements).toBeLessThanOrEqual(RECIPE_STATEMENTS);
  });
});

describe.runIf(present)('photos written for a recipe that is never saved are deleted', () => {
  async function staged(state: 'running' | 'queued') {
    const { user } = await createSignedInUser(server.deps);
    const [job] = await server.deps.db
      .insert(transferJobs)
      .values({ userId: user.id, kind: 'archive', state, input: { fileName: 'v.zip' } })
      .returning({ id: transferJobs.id });
    const processed = [await processPhoto(real[0]!, user.id), await processPhoto(real[1]!, user.id)];
    await stagePhotos(server.deps.db, { userId: user.id, jobId: job!.id }, processed);
    const ofJob = async () =>
      (
        await server.deps.db
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.jobId, job!.id), isNull(photos.recipeId)))
      ).length;
    expect(await ofJob()).toBe(2);
    return { userId: user.id, jobId: job!.id, ofJob };
  }

  it('by the job’s cancel', async () => {
    const { userId, jobId, ofJob } = await staged('running');
    await cancelJob(server.deps.db, userId, jobId);
    expect(await ofJob()).toBe(0);
  });

  it('by the job’s next claim after a crash (it writes them again)', async () => {
    const { jobId, ofJob } = await staged('queued');
    // Its upload is gone too: the claimed job fails at once, and nothing of it stays.
    await runner().drain();
    expect(
      (await server.deps.db.select().from(transferJobs).where(eq(transferJobs.id, jobId)))[0]?.state,
    ).toBe('failed');
    expect(await ofJob()).toBe(0);
  });

  it('by the runner’s start, for a job that ended while they were written', async () => {
    const { jobId, ofJob } = await staged('running');
    // A cancel committed just before the last photo did, and the process stopped before the run saw it.
    await server.deps.db
      .update(transferJobs)
      .set({ state: 'cancelled', finishedAt: new Date() })
      .where(eq(transferJobs.id, jobId));
    const started = runner();
    started.start();
    for (let waited = 0; (await ofJob()) > 0 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await started.stop();
    expect(await ofJob()).toBe(0);
  });
});
