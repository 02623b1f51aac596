import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createVerifiedAccount } from '#server/auth/registration.ts';
import { findAccountByEmail } from '#server/auth/users.ts';
import { type Database, databaseConfigFromEnv, openDatabase } from '#server/db/client.ts';
import { exitIfDatabaseInUse } from '#server/db/data-dir-lock.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { emailSchema, passwordSchema } from '#shared/auth.ts';
import { seedRecipes } from '../lib/seed-recipes';

/**
 * `npm run db:seed -- --email chef@example.com --recipes 10000 [--password …] [--seed 1]`: fills an
 * account (created when missing) with generated recipes on the database the environment names.
 * With --recipes 0 it only recomputes the account's duplicate flags (a repair).
 */
const USAGE = 'Usage: npm run db:seed -- --email chef@example.com [--recipes 100] [--password …] [--seed 1]';

function fail(message: string | undefined): never {
  console.error(`${message ?? 'Invalid arguments'}\n${USAGE}`);
  process.exit(2);
}

function readArguments() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      recipes: { type: 'string', default: '100' },
      password: { type: 'string' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) fail(email.error.issues[0]?.message);
  // The sign-up rules apply to a chosen password too, so the account can also sign in from the form.
  const password = passwordSchema.optional().safeParse(values.password);
  if (!password.success) fail(password.error.issues[0]?.message);
  const count = Number(values.recipes);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
    fail('--recipes and --seed must be whole numbers');
  }
  return { email: email.data, count, seed, password: password.data };
}

/** The account's id, creating the account (confirmed) when missing. */
async function accountId(db: Database, email: string, password: string | undefined): Promise<string> {
  const existing = await findAccountByEmail(db, email);
  if (existing) return existing.id;
  const chosen = password ?? randomBytes(12).toString('base64url');
  const created = await createVerifiedAccount(db, { email, password: chosen });
  console.log(`Created ${email}${password ? '' : ` with password ${chosen}`}`);
  return created.id;
}

const args = readArguments();
const handle = await openDatabase(databaseConfigFromEnv(loadEnv())).catch(exitIfDatabaseInUse);
try {
  await runMigrations(handle);
  const userId = await accountId(handle.db, args.email, args.password);
  const started = performance.now();
  await seedRecipes(handle.db, userId, args.count, args.seed);
  console.log(
    `Added ${args.count} recipes to ${args.email} in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await handle.close();
}
