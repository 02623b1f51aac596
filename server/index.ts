import { buildApp } from './app';
import { databaseConfigFromEnv, openDatabase } from './db/client';
import { exitIfDatabaseInUse } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { loadEnv } from './env';

const config = loadEnv();
const database = await openDatabase(databaseConfigFromEnv(config)).catch(exitIfDatabaseInUse);
await runMigrations(database);
const app = await buildApp({ config, db: database.db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  `Reseptikirjasto is ready at ${config.APP_URL} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
);
