import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { AuthError } from '#server/auth/errors.ts';
import { createVerifiedAccount } from '#server/auth/registration.ts';
import { databaseConfigFromEnv, openDatabase } from '#server/db/client.ts';
import { DatabaseInUseError } from '#server/db/data-dir-lock.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { englishText } from '#server/errors.ts';
import { AUTH_MESSAGES, emailSchema, newPasswordForm } from '#shared/auth.ts';
import type { MessageKey } from '#shared/messages/en.ts';

/** The first broken rule's catalogue key (the schemas name their rules by key). */
function ruleKey(error: { issues: readonly { message: string }[] }, fallback: MessageKey): MessageKey {
  return (error.issues[0]?.message as MessageKey | undefined) ?? fallback;
}

/**
 * `npm run user:create -- --email someone@example.com`: creates a confirmed account on the database
 * the environment names (as the server would use it), for a closed site (ALLOW_REGISTRATION=false)
 * or a first login without mail. The password is asked twice without echo on a terminal; piped, it
 * is read as two lines of standard input.
 */
const USAGE = 'Usage: npm run user:create -- --email someone@example.com';

class UsageError extends Error {}

function readArguments(): { email: string } {
  let values: { email?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(`${USAGE}\nAsks for the password twice (or reads two lines from standard input).`);
    process.exit(0);
  }
  if (values.email === undefined) throw new UsageError('--email is required');
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(englishText(ruleKey(email.error, AUTH_MESSAGES.emailInvalid)));
  return { email: email.data };
}

/** The password and its confirmation: hidden prompts on a terminal, two lines when piped. */
async function readPasswordTwice(): Promise<{ password: string; confirmation: string }> {
  const terminal = Boolean(process.stdin.isTTY);
  // readline echoes what is typed to its output; a sink output keeps the password off the screen.
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: sink, terminal });
  reader.on('SIGINT', () => {
    process.stderr.write('\n');
    process.exit(130);
  });
  const lines = reader[Symbol.asyncIterator]();
  const ask = async (prompt: string) => {
    if (terminal) process.stderr.write(prompt);
    const line = await lines.next();
    if (terminal) process.stderr.write('\n');
    return line.done ? undefined : String(line.value);
  };
  try {
    const password = await ask('Password: ');
    const confirmation = await ask('Password again: ');
    if (password === undefined || confirmation === undefined) {
      throw new UsageError('Expected the password and its confirmation on two lines of standard input');
    }
    return { password, confirmation };
  } finally {
    reader.close();
  }
}

async function main(): Promise<number> {
  try {
    const { email } = readArguments();
    const form = newPasswordForm.safeParse(await readPasswordTwice());
    if (!form.success) throw new UsageError(englishText(ruleKey(form.error, AUTH_MESSAGES.passwordTooShort)));

    const env = loadEnv();
    const handle = await openDatabase(databaseConfigFromEnv(env));
    try {
      await runMigrations(handle);
      const user = await createVerifiedAccount(handle.db, { email, password: form.data.password });
      console.log(
        `Created the account ${user.email} (confirmed). Sign in at ${env.APP_URL}/recipelibrary/login`,
      );
      return 0;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`user:create: ${error.message}\n${USAGE}`);
    } else if (error instanceof DatabaseInUseError) {
      console.error(`user:create: ${error.message}`);
    } else if (error instanceof AuthError && error.reason === 'email-taken') {
      console.error(`user:create: ${englishText(AUTH_MESSAGES.emailTaken)}`);
    } else {
      console.error('user:create: failed:', error);
    }
    return 1;
  }
}

process.exit(await main());
