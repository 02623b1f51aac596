import { loadEnv } from '../env';
import { databaseConfigFromEnv, openDatabase } from './client';
import { exitIfDatabaseInUse } from './data-dir-lock';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: applies migrations to whichever database the environment names. */
const env = loadEnv();
const config = databaseConfigFromEnv(env);
const handle = await openDatabase(config).catch(exitIfDatabaseInUse);
try {
  await runMigrations(handle);
  console.log(
    `Migrations applied (${config.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`,
  );
} finally {
  await handle.close();
}
