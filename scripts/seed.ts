import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createVerifiedAccount } from '../server/auth/registration';
import { findAccountByEmail } from '../server/auth/users';
import { type Database, databaseConfigFromEnv, openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { emailSchema } from '../shared/auth';
import { seedRecipes } from './lib/seed-recipes';

/**
 * `npm run db:seed -- --email chef@example.com --recipes 10000 [--password …] [--seed 1]`: fills an
 * account (created when missing) with generated recipes on the database the environment names.
 * With --recipes 0 it only recomputes the account's duplicate flags (a repair).
 */
const USAGE =
  'Usage: npm run db:seed -- --email chef@example.com [--recipes 100] [--password secret] [--seed 1]';

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
  const email = emailSchema.safeParse(values.email);
  const count = Number(values.recipes);
  const seed = Number(values.seed);
  if (values.help || !email.success || !Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  return { email: email.data, count, seed, password: values.password };
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
const handle = await openDatabase(databaseConfigFromEnv(loadEnv()));
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
