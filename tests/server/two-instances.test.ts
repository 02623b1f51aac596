import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '#server/db/migrate.ts';
import { computeDuplicatePartners } from '#server/recipes/duplicate-flags.ts';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { browserClient, CookieJar } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { failure } from '../support/trpc-errors';
import { PASSWORD } from './auth-helpers';
import { editOf, recipeDraft } from './recipes-helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every migration the repository ships, as drizzle's journal lists them. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Issue 12 (7): several stateless server processes on one PostgreSQL behind a proxy without sticky
 * sessions. Two real `server/index.ts` processes share a fresh database, which they migrate
 * themselves, starting at the same moment.
 */
describe.runIf(onPostgres)('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  /** One browser whose requests land on either server, as a round-robin proxy would send them. */
  const jar = new CookieJar();
  const on = (index: 0 | 1, headers: Record<string, string> = {}) => {
    const server = servers[index]!;
    return browserClient(server.url, server.origin, { jar, headers }).trpc;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    const env = { RATE_LIMIT_STORE: 'postgres', TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '6' };
    servers = await Promise.all([0, 1].map(() => startServerProcess({ databaseUrl: database.url!, env })));
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.destroy();
  });

  it('migrated the database once although both started together', async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(row?.n).toBe(MIGRATION_COUNT);
  });

  it('migrates a new database from three starts at the same instant without a failure', async () => {
    // The processes above rarely start in the same millisecond; these three pools do.
    const fresh = await createTestDatabase({ migrated: false });
    const handles = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: fresh.url!, poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(handles.map((handle) => runMigrations(handle)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      for (const handle of handles) await handle.close();
      await fresh.destroy();
    }
  });

  it('honours a session made on one server on the other', async () => {
    await on(0).auth.register.mutate({ email: 'kaksi@example.com', password: PASSWORD });
    expect((await on(1).auth.me.query())?.email).toBe('kaksi@example.com');
    const recipe = await on(1).recipes.create.mutate(recipeDraft({ title: 'Kahden palvelimen kakku' }));
    expect((await on(0).recipes.byId.query({ id: recipe.id })).title).toBe('Kahden palvelimen kakku');
    // Signing out on one ends the session on both.
    const token = jar.get('session');
    await on(1).auth.logout.mutate();
    jar.set('session', token ?? '');
    expect(await on(0).auth.me.query()).toBeNull();
    await on(0).auth.login.mutate({ email: 'kaksi@example.com', password: PASSWORD });
  });

  it('counts sign-in failures in one limit across both (RATE_LIMIT_STORE=postgres)', async () => {
    const attacker = (index: 0 | 1) =>
      browserClient(servers[index]!.url, servers[index]!.origin, {
        headers: { 'x-forwarded-for': '203.0.113.50' },
      }).trpc;
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      const index = (i % 2) as 0 | 1;
      answers.push(
        await failure(
          attacker(index).auth.login.mutate({ email: `arvaus${i}@example.com`, password: 'x'.repeat(8) }),
        ),
      );
    }
    expect(answers.map((a) => a.code)).toEqual([
      ...Array(6).fill('UNAUTHORIZED'),
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('keeps duplicate flags exact under concurrent creates and renames through both', async () => {
    const titles = [
      'Kakku',
      'Suklaakakku',
      'Mustikkakakku',
      'Piirakka',
      'Mustikkapiirakka',
      'Pulla',
      'Kakkupohja',
    ];
    const created = await Promise.all(
      [...titles, ...titles].map((title, i) =>
        on((i % 2) as 0 | 1).recipes.create.mutate(recipeDraft({ title })),
      ),
    );
    await Promise.all(
      created
        .slice(0, 6)
        .map((recipe, i) =>
          on((i % 2) as 0 | 1).recipes.update.mutate(editOf(recipe, { title: `${recipe.title}n pohja` })),
        ),
    );
    const rows = await queryRows<{ id: string; title: string; duplicate_partners: number }>(
      database.db,
      sql`select id, title, duplicate_partners from recipes`,
    );
    const expected = computeDuplicatePartners(rows);
    for (const row of rows)
      expect([row.title, row.duplicate_partners]).toEqual([row.title, expected.get(row.id)]);
  });

  it('lets exactly one of two concurrent edits of one recipe through, and versions it once', async () => {
    const recipe = await on(0).recipes.create.mutate(recipeDraft({ title: 'Kilpailu' }));
    const results = await Promise.allSettled([
      on(0).recipes.update.mutate(editOf(recipe, { notes: 'ensimmäinen palvelin' })),
      on(1).recipes.update.mutate(editOf(recipe, { notes: 'toinen palvelin' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(await failure(Promise.reject(refused?.reason))).toMatchObject({ code: 'CONFLICT' });
    expect(await on(1).versions.list.query({ recipeId: recipe.id })).toHaveLength(1);
  });
});

describe.runIf(!onPostgres)('a second server on the same embedded database', { timeout: 120_000 }, () => {
  let first: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rk-two-'));
    first = await startServerProcess({ dataDir });
  });
  afterAll(async () => {
    first?.child.kill('SIGTERM');
    await first?.exited;
  });

  it('refuses to start, naming the running one (PGlite is one process’s; use PostgreSQL for several)', async () => {
    const second = startServerProcess({ dataDir });
    await expect(second).rejects.toThrow(`in use by process ${first.child.pid}`);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });
});
