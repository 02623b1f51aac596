import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { findAccountByEmail } from '#server/auth/users.ts';
import { databaseConfigFromEnv, openDatabase } from '#server/db/client.ts';
import { exitIfDatabaseInUse } from '#server/db/data-dir-lock.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { libraryZip } from '#server/transfer/export/library-zip.ts';
import { emailSchema } from '#shared/auth.ts';
import { MB } from '#shared/bytes.ts';

/**
 * `npm run library:export -- --email chef@example.com --out library.zip`: the same zip as the
 * profile page's download (a JSON-LD file per recipe and backup.json), written from the terminal on
 * the database the environment names. With the embedded database, stop the server first.
 */
const USAGE = 'Usage: npm run library:export -- --email chef@example.com --out library.zip';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = emailSchema.safeParse(values.email);
if (!email.success) fail(email.error.issues[0]?.message ?? 'Invalid email');
if (!values.out) fail('--out is required');

const handle = await openDatabase(databaseConfigFromEnv(loadEnv())).catch(exitIfDatabaseInUse);
try {
  await runMigrations(handle);
  const account = await findAccountByEmail(handle.db, email.data);
  if (!account) fail(`No account for ${email.data}`);
  const started = performance.now();
  await pipeline(await libraryZip(handle.db, account.id), createWriteStream(values.out));
  const { size } = await stat(values.out);
  console.log(
    `Exported ${email.data}'s library to ${values.out} (${(size / MB).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await handle.close();
}
