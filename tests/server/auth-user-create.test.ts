import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { type DatabaseConfig, openDatabase, queryRows } from '#server/db/client.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the script writes, as the environment would name it to an operator: a new database on the
 * PostgreSQL server under TEST_DATABASE_URL, else an embedded database in a new DATA_DIR.
 */
async function scriptDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-user-create-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const config: DatabaseConfig = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      config,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `rk_user_create_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: url.toString() };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    config,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the script as an operator would, with the password piped in. */
function userCreate(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin/user-create.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run user:create', () => {
  it('creates a confirmed account with an argon2id hash, and refuses the same address again', async () => {
    const database = await scriptDatabase();
    try {
      const password = 'kermavaahto-42';
      const created = await userCreate(
        ['--email', ' Konditori@Example.com '],
        `${password}\n${password}\n`,
        database.env,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created the account konditori@example.com (confirmed)');
      expect(created.stdout).not.toContain(password);

      const again = await userCreate(
        ['--email', 'konditori@example.com'],
        'toinen-salasana\ntoinen-salasana\n',
        database.env,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account with this email already exists');

      const handle = await openDatabase(database.config);
      try {
        const rows = await queryRows<{ email: string; password_hash: string; verified: boolean }>(
          handle.db,
          sql`select email, password_hash, email_verified_at is not null as verified from users`,
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ email: 'konditori@example.com', verified: true });
        expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      } finally {
        await handle.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses bad input with a clear message and a non-zero exit, before touching the database', async () => {
    // Nothing may be written: a database URL that cannot be reached would fail the run otherwise.
    const env = { DATA_DIR: '/nonexistent', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const cases: Array<[string[], string, string]> = [
      [[], 'x\nx\n', '--email is required'],
      [['--email', 'a@example.com'], 'kermavaahto-42\nkermavaahto-43\n', 'Salasanat eivät täsmää'],
      [['--email', 'a@example.com'], 'lyhyt\nlyhyt\n', 'Salasanan tulee olla vähintään 8 merkkiä pitkä'],
      [['--email', 'a@example.com'], 'kermavaahto-42\n', 'Expected the password and its confirmation'],
    ];
    const results = await Promise.all(cases.map(([args, stdin]) => userCreate(args, stdin, env)));
    results.forEach((result, i) => {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(cases[i]![2]);
    });
  });
});
