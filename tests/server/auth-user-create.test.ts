import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the script as an operator would, with the password piped in. It always works on an embedded
 * database in a directory of its own (the database layer is the server's, tested on both kinds).
 */
function userCreate(args: string[], stdin: string, dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-user-create-'));
    const created = await userCreate(
      ['--email', ' Konditori@Example.com '],
      'kermavaahto-42\nkermavaahto-42\n',
      dataDir,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the account konditori@example.com (confirmed)');
    expect(created.stdout).not.toContain('kermavaahto');

    const again = await userCreate(
      ['--email', 'konditori@example.com'],
      'toinen-salasana\ntoinen-salasana\n',
      dataDir,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email already exists');

    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
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
  });

  it('refuses bad input with a clear message and a non-zero exit, before touching the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-user-create-'));
    const cases: Array<[string[], string, string]> = [
      [[], 'x\nx\n', '--email is required'],
      [['--email', 'a@example.com'], 'kermavaahto-42\nkermavaahto-43\n', 'Salasanat eivät täsmää'],
      [['--email', 'a@example.com'], 'lyhyt\nlyhyt\n', 'Salasanan tulee olla vähintään 8 merkkiä pitkä'],
      [['--email', 'a@example.com'], 'kermavaahto-42\n', 'Expected the password and its confirmation'],
    ];
    const results = await Promise.all(cases.map(([args, stdin]) => userCreate(args, stdin, dataDir)));
    results.forEach((result, i) => {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(cases[i]![2]);
    });
  });
});
