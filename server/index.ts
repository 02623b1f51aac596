import { buildApp } from './app';
import { databaseConfigFromEnv, openDatabase } from './db/client';
import { exitIfDatabaseInUse } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { loadEnv } from './env';
import { installShutdown } from './platform/shutdown';

const config = loadEnv();
const database = await openDatabase(databaseConfigFromEnv(config)).catch(exitIfDatabaseInUse);
await runMigrations(database);
const app = await buildApp({ config, db: database.db });

installShutdown({ app, closeDatabase: () => database.close(), deadlineMs: config.SHUTDOWN_TIMEOUT_MS });

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  `Reseptikirjasto is ready at ${config.APP_URL} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
);
