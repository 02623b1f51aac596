import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';

export interface TestDatabase extends DatabaseHandle {
  /** On a PostgreSQL server: the test database's own URL, for server processes started by the test. */
  url?: string;
  /** Closes the connection and, on a real server, drops the test's own database. */
  destroy(): Promise<void>;
}

/**
 * Each test file gets a database of its own: a fresh in-memory PGlite by default; with
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server, dropped afterwards. Migrated
 * unless `migrated: false` (for servers started by the test that migrate it themselves);
 * `migrationsFolder` applies another set of migrations (a migration test's earlier state).
 */
export async function createTestDatabase({
  migrated = true,
  migrationsFolder,
}: {
  migrated?: boolean;
  migrationsFolder?: string;
} = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    if (migrated) await runMigrations(handle, migrationsFolder);
    return { ...handle, destroy: handle.close };
  }

  const name = `rk_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  if (migrated) await runMigrations(handle, migrationsFolder);
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
