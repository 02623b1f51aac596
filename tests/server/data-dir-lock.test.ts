import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DatabaseInUseError, lockDataDir } from '../../server/db/data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'rk-lock-'));

describe('the embedded database is one process’s at a time', () => {
  it('refuses a second opener of the same data directory until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseInUseError);
    await first.close();
    expect(existsSync(path.join(dataDir, 'reseptikirjasto.lock'))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('names the owner when another live process holds the lock', async () => {
    const dataDir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dataDir, 'reseptikirjasto.lock'), String(other.pid));
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'reseptikirjasto.lock'), '2147483646');
    const release = lockDataDir(dataDir);
    release();
    expect(existsSync(path.join(dataDir, 'reseptikirjasto.lock'))).toBe(false);
  });
});
