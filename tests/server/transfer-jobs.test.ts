import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, transferJobItems, transferJobs } from '#server/db/schema.ts';
import { FETCH_FAILED_MESSAGE } from '#server/egress/safe-fetch.ts';
import { englishText } from '#server/errors.ts';
import { ARCHIVE_MESSAGES } from '#server/transfer/archive/archive-limits.ts';
import { createTransferRunner, removeStaleArchives } from '#server/transfer/job-runner.ts';
import { cancelJob, createArchiveJob, createUrlJob, readJob } from '#server/transfer/jobs.ts';
import { fixtureJson, fixtureText, paprikaExport, zipOf } from '../fixtures/transfer/build';
import { signedInClient, type TestServer } from '../support/http';
import { type LocalSite, startSiteAndServer } from '../support/local-site';
import { createSignedInUser } from '../support/users';
import { finishedJob } from './transfer-helpers';

const page = (name: string) => `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  recipeIngredient: ['2 dl sokeria', '100 g voita'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Sekoita.' },
    { '@type': 'HowToStep', text: 'Paista.' },
  ],
})}</script></head><body></body></html>`;

/**
 * A local recipe site; /slow/* answers after a pause, so a job can be caught running; /hang/* never
 * answers, as a stalled host.
 */
const recipeSite: RequestListener = (req, res) => {
  const name = decodeURIComponent(req.url!.split('/').pop()!);
  const send = () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(name));
  if (req.url!.startsWith('/slow/')) setTimeout(send, 300);
  else if (req.url!.startsWith('/hang/'))
    return; // never answers: the fetch's own deadline ends it
  else if (req.url!.startsWith('/recipes/')) send();
  else res.writeHead(404).end();
};

/** The archive written to a temporary file, as the upload route leaves it for createArchiveJob. */
function asUploadedFile(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rk-test-upload-')), 'upload');
  writeFileSync(file, bytes);
  return file;
}

describe('transfer jobs', () => {
  let site: LocalSite;
  let server: TestServer;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ site, server, close: stop } = await startSiteAndServer(recipeSite));
  });
  afterAll(() => stop?.());

  it('a URL list: one page after another through safe fetch, a result per URL, drafts for the review step', async () => {
    const browser = await signedInClient(server);
    const urls = [
      `${site.origin}/recipes/Kaurakeksit`,
      `${site.origin}/missing`,
      `${site.origin}/recipes/Pipar%C3%A4t`,
    ];
    const { jobId } = await browser.trpc.transfer.importUrls.mutate({ urls });
    const job = await finishedJob(browser, jobId);
    // Read pages wait for the review step as 'ready': nothing is added before it saves them.
    expect(job).toMatchObject({ kind: 'urls', state: 'done', total: 3, done: 3, added: 0, failed: 1 });
    expect(job.report.map((line) => [line.name, line.outcome, line.title ?? line.reason])).toEqual([
      [urls[0], 'ready', 'Kaurakeksit'],
      [urls[1], 'failed', FETCH_FAILED_MESSAGE],
      [urls[2], 'ready', 'Piparät'],
    ]);
    expect(job.report[0]).not.toHaveProperty('draft'); // the poll carries no drafts
    expect((await browser.trpc.recipes.list.query({})).items).toHaveLength(0);

    // The review step saves the chosen page on the server and records it on its line.
    const [first] = await browser.trpc.transfer.saveDrafts.mutate({ jobId, positions: [0] });
    expect(first!.recipeId).toEqual(expect.any(String));
    const saved = await browser.trpc.recipes.byId.query({ id: first!.recipeId! });
    expect(saved.ingredients.map((i) => i.original)).toEqual(['2 dl sokeria', '100 g voita']);
    // "Save all" after a reload, twice at once: each page is saved once; the failed line is no draft.
    const again = await Promise.all([
      browser.trpc.transfer.saveDrafts.mutate({ jobId, positions: [0, 1, 2] }),
      browser.trpc.transfer.saveDrafts.mutate({ jobId, positions: [0, 1, 2] }),
    ]);
    expect(again.flat().filter((result) => result.recipeId !== null)).toHaveLength(1);
    expect((await browser.trpc.recipes.list.query({})).items.map((r) => r.title).sort()).toEqual([
      'Kaurakeksit',
      'Piparät',
    ]);
    const after = await browser.trpc.transfer.job.query({ jobId });
    expect(after).toMatchObject({ added: 2, failed: 1 });
    expect(after.report.map((line) => line.outcome)).toEqual(['added', 'failed', 'added']);
    // Another user cannot save this job's pages.
    const stranger = await signedInClient(server);
    await expect(stranger.trpc.transfer.saveDrafts.mutate({ jobId, positions: [0] })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a list with a line that is no web address, an empty list and another user’s job', async () => {
    const browser = await signedInClient(server);
    await expect(
      browser.trpc.transfer.importUrls.mutate({ urls: ['file:///etc/passwd'] }),
    ).rejects.toMatchObject({
      message: englishText('transfer.badUrl'),
    });
    await expect(browser.trpc.transfer.importUrls.mutate({ urls: [] })).rejects.toMatchObject({
      message: englishText('transfer.noUrls'),
    });
    const { jobId } = await browser.trpc.transfer.importUrls.mutate({ urls: [`${site.origin}/recipes/Oma`] });
    await finishedJob(browser, jobId);
    const stranger = await signedInClient(server);
    await expect(stranger.trpc.transfer.job.query({ jobId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(stranger.trpc.transfer.cancel.mutate({ jobId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    expect(await stranger.trpc.transfer.latest.query()).toBeNull();
    expect((await browser.trpc.transfer.latest.query())?.jobId).toBe(jobId);
  });

  it('cancel stops a running job at the next item; what was read stays', async () => {
    const browser = await signedInClient(server);
    const urls = Array.from({ length: 10 }, (_, i) => `${site.origin}/slow/Resepti${i}`);
    const { jobId } = await browser.trpc.transfer.importUrls.mutate({ urls });
    for (let job = await browser.trpc.transfer.job.query({ jobId }); job.done < 1; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await browser.trpc.transfer.job.query({ jobId });
    }
    const cancelled = await browser.trpc.transfer.cancel.mutate({ jobId });
    expect(cancelled.state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const after = await browser.trpc.transfer.job.query({ jobId });
    expect(after.state).toBe('cancelled');
    expect(after.done).toBe(cancelled.done);
    expect(after.done).toBeLessThan(10);
    expect(after.report).toHaveLength(after.done);
    // The user can start the next one at once.
    const next = await browser.trpc.transfer.importUrls.mutate({ urls: [`${site.origin}/recipes/Seuraava`] });
    expect((await finishedJob(browser, next.jobId)).state).toBe('done');
  });

  it('a restart resumes a job after its last saved item, from the upload kept in the database', async () => {
    const { user } = await createSignedInUser(server.deps);
    const db = server.deps.db;
    await server.deps.transfer.stop(); // this "instance" is down; the job was another's
    const jobId = await createArchiveJob(
      db,
      user.id,
      asUploadedFile(await paprikaExport()),
      'Export.paprikarecipes',
    );
    // The instance that ran it saved the first recipe (and counted it), then died holding the lease.
    const before = createTransferRunner(
      {
        ...server.deps,
        importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
      },
      { leaseMs: 200 },
    );
    await db
      .update(transferJobs)
      .set({
        state: 'running',
        leaseOwner: before.owner,
        leaseUntil: new Date(Date.now() + 60_000),
        attempts: 1,
      })
      .where(eq(transferJobs.id, jobId));
    const recipesBefore = await db.select().from(recipes).where(eq(recipes.userId, user.id));
    expect(recipesBefore).toHaveLength(0);

    // A runner that starts while the lease is live does not touch the job.
    const restarted = createTransferRunner({
      ...server.deps,
      importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
    });
    await restarted.drain();
    expect((await readJob(db, user.id, jobId)).state).toBe('running');
    expect(await db.select().from(recipes).where(eq(recipes.userId, user.id))).toHaveLength(0);

    // Once the lease has run out, the job is resumed (one item was already done: it is not read again).
    await db
      .update(transferJobs)
      .set({ done: 1, added: 1, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(transferJobs.id, jobId));
    await restarted.drain();
    const job = await readJob(db, user.id, jobId);
    expect(job).toMatchObject({ state: 'done', total: 2, done: 2, added: 2, failed: 0 });
    expect(job.report.map((line) => line.position)).toEqual([1]);
    expect((await db.select().from(recipes).where(eq(recipes.userId, user.id))).map((r) => r.title)).toEqual([
      'Kaurakeksit',
    ]);
  });

  it('a file of several recipes interrupted midway resumes after its last recorded recipe', async () => {
    const { user } = await createSignedInUser(server.deps);
    const db = server.deps.db;
    const book = JSON.stringify(
      [0, 1, 2].map((i) => ({
        ...fixtureJson('nextcloud-recipe.json'),
        name: `Rahka ${i}`,
      })),
    );
    const jobId = await createArchiveJob(
      db,
      user.id,
      asUploadedFile(await zipOf({ 'kirja.json': book })),
      'k.zip',
    );
    // The run that died had saved the book's first recipe: its line and count committed, done not yet moved.
    await db
      .update(transferJobs)
      .set({
        state: 'running',
        attempts: 1,
        added: 1,
        leaseOwner: 'gone',
        leaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(transferJobs.id, jobId));
    await db
      .insert(transferJobItems)
      .values({ jobId, position: 0, name: 'kirja.json', outcome: 'added', title: 'Rahka 0' });
    const runner = createTransferRunner({
      ...server.deps,
      importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
    });
    await runner.drain();
    const job = await readJob(db, user.id, jobId);
    expect(job).toMatchObject({ state: 'done', total: 1, done: 1, added: 3, skipped: 0, failed: 0 });
    expect(job.report.map((line) => line.title)).toEqual(['Rahka 0', 'Rahka 1', 'Rahka 2']);
    expect(
      (await db.select().from(recipes).where(eq(recipes.userId, user.id))).map((r) => r.title).sort(),
    ).toEqual(['Rahka 1', 'Rahka 2']);
  });

  it('a job interrupted too often fails with a clear message instead of looping', async () => {
    const { user } = await createSignedInUser(server.deps);
    const db = server.deps.db;
    const jobId = await createArchiveJob(db, user.id, asUploadedFile(await paprikaExport()), 'x.zip');
    await db
      .update(transferJobs)
      .set({ state: 'running', attempts: 3, leaseOwner: 'gone', leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(transferJobs.id, jobId));
    const runner = createTransferRunner({
      ...server.deps,
      importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
    });
    await runner.drain();
    expect(await readJob(db, user.id, jobId)).toMatchObject({
      state: 'failed',
      error: ARCHIVE_MESSAGES.interrupted,
    });
  });

  it('two instances draining at once run each job once', async () => {
    const { user } = await createSignedInUser(server.deps);
    const db = server.deps.db;
    const entries = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `r${i}/recipe.json`,
        fixtureText('nextcloud-recipe.json').replace('Sitruunarahka', `Rahka ${i}`),
      ]),
    );
    const jobId = await createArchiveJob(db, user.id, asUploadedFile(await zipOf(entries)), 'many.zip');
    const services = { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger };
    const a = createTransferRunner({ ...server.deps, importServices: services });
    const b = createTransferRunner({ ...server.deps, importServices: services });
    await Promise.all([a.drain(), b.drain()]);
    expect(await readJob(db, user.id, jobId)).toMatchObject({ state: 'done', added: 12, done: 12 });
    expect(await db.select().from(recipes).where(eq(recipes.userId, user.id))).toHaveLength(12);
  });

  it('archives left behind by a crashed run are removed; a fresh one (another instance’s) is kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rk-stale-'));
    const stale = path.join(dir, 'rk-transfer-00000000-0000-4000-8000-000000000000');
    const fresh = path.join(dir, 'rk-transfer-11111111-1111-4111-8111-111111111111');
    const other = path.join(dir, 'other-file');
    for (const file of [stale, fresh, other]) writeFileSync(file, 'zip');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(stale, dayAgo, dayAgo);
    utimesSync(other, dayAgo, dayAgo);
    expect(await removeStaleArchives(60_000, dir)).toBe(1);
    expect([existsSync(stale), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
  });

  it('one chef’s URL list of hanging pages never holds another’s archive: two jobs run at once', async () => {
    const db = server.deps.db;
    const { user } = await createSignedInUser(server.deps);
    const listId = await createUrlJob(
      db,
      user.id,
      [0, 1, 2].map((i) => `${site.origin}/hang/${i}`),
    );
    const runner = createTransferRunner(
      {
        ...server.deps,
        importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
      },
      { pollMs: 50 },
    );
    runner.start();
    try {
      for (let job = await readJob(db, user.id, listId); job.state === 'queued'; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await readJob(db, user.id, listId);
      }
      const other = (await createSignedInUser(server.deps)).user;
      const archiveId = await createArchiveJob(db, other.id, asUploadedFile(await paprikaExport()), 'p.zip');
      runner.kick();
      const deadline = Date.now() + 12_000; // one hanging page alone takes 15 s
      let archive = await readJob(db, other.id, archiveId);
      while (archive.state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        archive = await readJob(db, other.id, archiveId);
      }
      expect(archive).toMatchObject({ state: 'done', added: 2 });
      expect((await readJob(db, user.id, listId)).state).toBe('running');
    } finally {
      await cancelJob(db, user.id, listId);
      await runner.stop();
    }
  }, 60_000);

  it('a URL list over the import rate limit waits for the window without holding up other users’ jobs', async () => {
    await server.deps.transfer.stop(); // the runner below, with a short window, runs the jobs
    const db = server.deps.db;
    const { user } = await createSignedInUser(server.deps);
    const urls = [0, 1, 2].map((i) => `${site.origin}/recipes/Odottava${i}`);
    const listId = await createUrlJob(db, user.id, urls);
    const other = (await createSignedInUser(server.deps)).user;
    const archiveId = await createArchiveJob(db, other.id, asUploadedFile(await paprikaExport()), 'p.zip');
    const runner = createTransferRunner(
      {
        ...server.deps,
        importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
      },
      { importRule: { limit: 2, windowMs: 1_500 }, pollMs: 100 },
    );
    runner.start();
    try {
      for (let job = await readJob(db, user.id, listId); job.state !== 'done'; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await readJob(db, user.id, listId);
      }
    } finally {
      await runner.stop();
    }
    const list = await readJob(db, user.id, listId);
    expect(list).toMatchObject({ state: 'done', done: 3, failed: 0 });
    expect(list.report.map((line) => line.outcome)).toEqual(['ready', 'ready', 'ready']);
    // The archive job, queued after the list, ran while the list waited for its window.
    const archive = await readJob(db, other.id, archiveId);
    expect(archive).toMatchObject({ state: 'done', added: 2 });
    expect(Date.parse(archive.finishedAt!)).toBeLessThan(Date.parse(list.finishedAt!));
  });

  it('a long URL list hands its turn to a waiting job, then resumes after its last page', {
    timeout: 60_000,
  }, async () => {
    const db = server.deps.db;
    const { user } = await createSignedInUser(server.deps);
    const listId = await createUrlJob(
      db,
      user.id,
      // Pages that answer 404 at once: the test is about turns, not about reading pages.
      [0, 1].map((i) => `${site.origin}/missing/${i}`),
    );
    const other = (await createSignedInUser(server.deps)).user;
    const archiveId = await createArchiveJob(db, other.id, asUploadedFile(await paprikaExport()), 'p.zip');
    // One place, and a slice so short that the list gives its turn at once when a job waits.
    const runner = createTransferRunner(
      {
        ...server.deps,
        importServices: { ai: null, fetchPage: server.deps.fetchPage, logger: server.deps.logger },
      },
      { atOnce: 1, sliceMs: 0, pollMs: 50 },
    );
    runner.start();
    try {
      for (let job = await readJob(db, user.id, listId); job.state !== 'done'; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await readJob(db, user.id, listId);
      }
    } finally {
      await runner.stop();
    }
    const list = await readJob(db, user.id, listId);
    expect(list).toMatchObject({ state: 'done', done: 2 });
    const archive = await readJob(db, other.id, archiveId);
    expect(archive).toMatchObject({ state: 'done', added: 2 });
    expect(Date.parse(archive.finishedAt!)).toBeLessThan(Date.parse(list.finishedAt!));
  });
});
