import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferJobs, transferUploads, users } from '#server/db/schema.ts';
import { ARCHIVE_MESSAGES } from '#server/transfer/archive/archive-limits.ts';
import { ActiveJobError } from '#server/transfer/errors.ts';
import {
  cancelJob,
  createArchiveJob,
  expireStalledUploads,
  readJob,
  uploadPieces,
} from '#server/transfer/jobs.ts';
import { MB } from '#shared/bytes.ts';
import { createTestDatabase, type TestDatabase } from '../support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

async function newUser(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${randomBytes(6).toString('hex')}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

function uploadedFile(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rk-test-upload-')), 'upload');
  writeFileSync(file, bytes);
  return file;
}

async function storedBytes(jobId: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of uploadPieces(database.db, jobId)) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

describe('an uploaded archive copied into the database', () => {
  it('is copied piece by piece, other requests answered between the pieces, then queued whole', async () => {
    const chef = await newUser();
    const other = await newUser();
    const archive = randomBytes(6 * MB);
    const copying = createArchiveJob(database.db, chef, uploadedFile(archive), 'kirjasto.zip');
    let copied = false;
    void copying.then(() => {
      copied = true;
    });
    // Once the copy is under way, another chef's query must not wait for its end: in one transaction
    // it did, on the embedded database, for the whole copy (37 s for 199 MB).
    for (let seen = 0; seen === 0; await sleep(5)) {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(transferUploads);
      seen = row!.n;
    }
    const [job] = await database.db
      .select({ state: transferJobs.state })
      .from(transferJobs)
      .where(eq(transferJobs.userId, chef));
    const answeredMeanwhile = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, other));
    expect(answeredMeanwhile).toHaveLength(1);
    expect(job!.state).toBe('uploading');
    expect(copied).toBe(false);

    const jobId = await copying;
    expect((await readJob(database.db, chef, jobId)).state).toBe('queued');
    expect((await storedBytes(jobId)).equals(archive)).toBe(true);
  }, 120_000);

  it('while it is copied in, a second upload of the same chef is refused', async () => {
    const chef = await newUser();
    const first = createArchiveJob(database.db, chef, uploadedFile(randomBytes(4 * MB)), 'a.zip');
    for (let state: string | undefined; state !== 'uploading'; await sleep(5)) {
      [{ state } = { state: undefined }] = await database.db
        .select({ state: transferJobs.state })
        .from(transferJobs)
        .where(eq(transferJobs.userId, chef));
    }
    await expect(createArchiveJob(database.db, chef, uploadedFile(randomBytes(10)), 'b.zip')).rejects.toThrow(
      ActiveJobError,
    );
    await first;
  }, 120_000);

  it('cancelled while it is copied in: the upload is refused and nothing of it is kept', async () => {
    const chef = await newUser();
    const copying = createArchiveJob(database.db, chef, uploadedFile(randomBytes(6 * MB)), 'a.zip');
    let jobId: string | undefined;
    for (; !jobId; await sleep(5)) {
      const [row] = await database.db
        .select({ id: transferJobs.id })
        .from(transferJobs)
        .where(eq(transferJobs.userId, chef));
      jobId = row?.id;
    }
    const outcome = copying.then(
      () => 'copied',
      (error: unknown) => error,
    );
    await cancelJob(database.db, chef, jobId);
    expect(await outcome).toBeInstanceOf(ActiveJobError);
    const left = await database.db.select().from(transferUploads).where(eq(transferUploads.jobId, jobId));
    expect(left).toHaveLength(0);
  }, 120_000);

  it('left by a stopped process: fails with a message once its hold runs out, and the chef can upload again', async () => {
    const chef = await newUser();
    const [job] = await database.db
      .insert(transferJobs)
      .values({
        userId: chef,
        kind: 'archive',
        state: 'uploading',
        input: { fileName: 'a.zip' },
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning({ id: transferJobs.id });
    await database.db.insert(transferUploads).values({ jobId: job!.id, position: 0, data: Buffer.alloc(10) });

    expect(await expireStalledUploads(database.db, ARCHIVE_MESSAGES.uploadMissing)).toBeGreaterThanOrEqual(1);
    expect(await readJob(database.db, chef, job!.id)).toMatchObject({
      state: 'failed',
      error: ARCHIVE_MESSAGES.uploadMissing,
    });
    expect(await storedBytes(job!.id)).toHaveLength(0);
    const again = await createArchiveJob(database.db, chef, uploadedFile(randomBytes(10)), 'b.zip');
    expect((await readJob(database.db, chef, again)).state).toBe('queued');
  });
});
