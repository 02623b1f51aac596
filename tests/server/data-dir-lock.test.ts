import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { DatabaseInUseError, lockDataDir } from '#server/db/data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'rk-lock-'));
const lockFile = (dataDir: string) => path.join(dataDir, 'reseptikirjasto.lock');

/** Every holder started: one a timed-out test left waiting for its database is killed at the end. */
const holders = new Set<ChildProcess>();
afterAll(() => {
  for (const child of holders)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Another process that opens the embedded database in `dataDir` and holds it until killed. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { openDatabase } = await import('./server/db/client.ts');
    const handle = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
    await handle.db.execute('create table if not exists t (n int)');
    console.log('open');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holders.add(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('the embedded database is one process’s at a time', () => {
  it('refuses a second opener of the same data directory until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseInUseError);
    await first.close();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('names the owner while another live process holds it, and takes over after a kill -9', async () => {
    const dataDir = freshDir();
    const other = await holder(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
      await exited(other);
    }
    // The crashed owner left its lock behind; nothing answers on it any more.
    expect(existsSync(lockFile(dataDir))).toBe(true);
    const restarted = await openDatabase({ kind: 'pglite', dataDir });
    await restarted.close();
  });

  it('gives a stale lock to one of two processes taking it over at once', async () => {
    const dataDir = freshDir();
    writeFileSync(lockFile(dataDir), 'left by a crash');
    const attempts = await Promise.allSettled([lockDataDir(dataDir), lockDataDir(dataDir)]);
    const held = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseInUseError);
    await (held[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  it('is not blocked by a lock file naming a live unrelated process (PID 1) or itself', async () => {
    for (const pid of [1, process.pid]) {
      const dataDir = freshDir();
      writeFileSync(lockFile(dataDir), String(pid));
      const release = await lockDataDir(dataDir);
      await release();
      expect(existsSync(lockFile(dataDir))).toBe(false);
    }
  });

  it('locks a data directory too deep for a socket path in it just the same', async () => {
    const deep = path.join(freshDir(), 'a'.repeat(60), 'b'.repeat(60));
    mkdirSync(deep, { recursive: true });
    const release = await lockDataDir(deep);
    await expect(lockDataDir(deep)).rejects.toThrow(`in use by process ${process.pid}`);
    await release();
    await (await lockDataDir(deep))();
  });
});
