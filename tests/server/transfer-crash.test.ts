import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNCED_EVERY } from '#server/transfer/save-imported.ts';
import { zipOf } from '../fixtures/transfer/build';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { browserClient, CookieJar, type TestServer } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { PASSWORD } from './auth-helpers';
import { backupHeader, backupJson, backupRecipeLine, uploadArchive } from './transfer-helpers';

// A real server process, killed with SIGKILL mid-restore and started again on the same data.
describe('a crash during a restore keeps its progress', { timeout: 400_000 }, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it(`keeps all but the last few recipes (a commit waits for the disk every ${SYNCED_EVERY})`, async () => {
    const database: TestDatabase | null = process.env.TEST_DATABASE_URL
      ? await createTestDatabase({ migrated: false })
      : null;
    if (database) cleanup.push(() => database.destroy());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-crash-'));
    const start = () =>
      startServerProcess({
        ...(database?.url ? { databaseUrl: database.url } : { dataDir }),
        readyWithinMs: 150_000, // two starts with migrations, on a busy machine
      });
    const jar = new CookieJar();
    const clientOf = (proc: ServerProcess) => browserClient(proc.url, proc.origin, { jar });

    let proc = await start();
    cleanup.push(() => Promise.resolve(proc.child.kill('SIGKILL')));
    const browser = clientOf(proc);
    await browser.trpc.auth.register.mutate({ email: 'kakku@example.test', password: PASSWORD });
    const lines = Array.from({ length: 400 }, (_, i) => backupRecipeLine(`Kaatuva ${i}`));
    const zip = await zipOf({ 'backup.json': backupJson(backupHeader(lines.length), lines) });
    const response = await uploadArchive(browser, { url: proc.url } as TestServer, zip);
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    let seen = 0;
    while (seen < 3 * SYNCED_EVERY) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await browser.trpc.transfer.job.query({ jobId })).done;
    }
    proc.child.kill('SIGKILL');
    await proc.exited;

    proc = await start();
    // The dead instance's lease has not run out: nothing has resumed the job yet.
    const after = await clientOf(proc).trpc.transfer.job.query({ jobId });
    expect(after.done).toBeGreaterThanOrEqual(seen - SYNCED_EVERY);
    expect(after.added).toBe(after.done);
  });
});
