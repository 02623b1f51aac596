import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/** A request that never finishes: headers and a first chunk of a body whose end never comes. */
async function hangingRequest(server: ServerProcess): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  socket.write(
    `POST /trpc/auth.login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.origin}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\n',
  );
  // Until the server has taken the request in (a signal handled first would just refuse it).
  await new Promise((resolve) => setTimeout(resolve, 500));
  return socket;
}

async function exitWithin(server: ServerProcess, ms: number) {
  const started = Date.now();
  const outcome = await Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
  return { outcome, elapsedMs: Date.now() - started };
}

// Each test starts a real server process (migrations included): slow on a busy machine.
describe('a stop has a deadline', { timeout: 120_000 }, () => {
  const started: { server: ServerProcess; database: TestDatabase }[] = [];
  async function start(env: Record<string, string> = {}) {
    const database = await createTestDatabase();
    const server = await startServerProcess({
      ...(database.url ? { databaseUrl: database.url } : {}),
      env: { LOG_LEVEL: 'info', ...env },
    });
    started.push({ server, database });
    return server;
  }
  afterEach(async () => {
    for (const { server, database } of started.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.destroy();
    }
  });

  it('exits on SIGTERM within the deadline although a request hangs', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '3000' });
    const socket = await hangingRequest(server);
    server.child.kill('SIGTERM');
    const { outcome, elapsedMs } = await exitWithin(server, 10_000);
    socket.destroy();
    expect(outcome).toEqual({ code: 0, signal: null });
    // Generous: the deadline is 3 s; half of it is the grace for the hanging request.
    expect(elapsedMs).toBeLessThan(6000);
    expect(server.output()).toContain('closing connections still busy');
  });

  it('exits at once on a second signal', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const socket = await hangingRequest(server);
    server.child.kill('SIGTERM');
    // Still waiting for the hanging request (its grace is 30 s)…
    expect((await exitWithin(server, 1000)).outcome).toBe('still running');
    server.child.kill('SIGINT');
    const { outcome, elapsedMs } = await exitWithin(server, 10_000);
    socket.destroy();
    expect(outcome).toEqual({ code: 1, signal: null });
    expect(elapsedMs).toBeLessThan(2000);
    expect(server.output()).toContain('second signal: exiting now');
  });

  it('stops at once when nothing is pending', async () => {
    const server = await start();
    await fetch(`${server.url}/healthz`);
    server.child.kill('SIGTERM');
    const { outcome, elapsedMs } = await exitWithin(server, 10_000);
    expect(outcome).toEqual({ code: 0, signal: null });
    expect(elapsedMs).toBeLessThan(2000);
  });
});
