import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './http';

export interface ServerProcess {
  url: string;
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server, `node --import tsx server/index.ts`, in a process of its own: on `databaseUrl`
 * when given (PostgreSQL), else on the embedded database in `dataDir` (a fresh one by default).
 * Resolves once /readyz answers.
 */
export async function startServerProcess(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    env?: Record<string, string>;
    readyWithinMs?: number;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'rk-proc-')),
      DATABASE_URL: options.databaseUrl ?? '',
      OPENAI_API_KEY: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (!ended) {
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, origin: url, child, output: () => output, exited };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server process did not become ready:\n${output}`);
}
