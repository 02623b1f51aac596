import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/**
 * Applies migrations/ with drizzle-orm's migrator. drizzle-kit's own `migrate` cannot load PGlite's
 * pg_trgm extension, so both databases go through this one function. Several server instances may
 * start at once on one PostgreSQL: the migrator does not lock, so they take turns here.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  const options = { migrationsFolder };
  // Instances starting together on one PostgreSQL take turns: the first migrates, the rest find it done.
  await handle.exclusive(async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, options);
    } else {
      await migratePostgres(handle.db as unknown as PostgresJsDatabase, options);
    }
  });
}
