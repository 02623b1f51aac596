import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload), which
 * proxies /trpc to the API. Open http://localhost:5173.
 */
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('server', process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
  PORT: process.env.PORT ?? '3000',
  HOST: process.env.HOST ?? '127.0.0.1',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
});
run('vite', process.execPath, ['node_modules/vite/bin/vite.js']);
