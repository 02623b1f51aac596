import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { startTestServer, type TestServer } from '../support/http';

/** Collects what the server logs, line by line. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines };
}

describe.each(['production', 'development'])('%s logs never carry a whole query', (mode) => {
  let server: TestServer;
  const log = logCapture();

  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: mode, LOG_LEVEL: 'info' }, logStream: log.stream });
  });
  afterAll(() => server?.close());

  it('a failed query with megabytes of parameters logs a line of a few KB', async () => {
    // A real failure: the driver's error names the query and its parameters, 4 MB of them.
    const huge = 'x'.repeat(4 * 1024 * 1024);
    const error = await queryRows(server.deps.db, sql`select ${huge}::int`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(
      JSON.stringify({ message: (error as Error).message, cause: String((error as Error).cause) }).length,
    ).toBeGreaterThan(1024 * 1024);
    const before = log.lines.length;
    server.deps.logger.error({ err: error, jobId: 'j1' }, 'transfer job failed');
    server.deps.logger.warn({ item: huge }, `item ${huge}`);
    server.deps.logger.error(error as Error);
    const lines = log.lines.slice(before).join('\n');
    expect(lines).toMatch(/transfer job failed/);
    expect(lines).toMatch(/invalid input syntax|Failed query/);
    for (const line of log.lines) expect(line.length).toBeLessThan(8 * 1024);
    if (mode === 'production') {
      const entry = JSON.parse(log.lines[before]!) as { err: { message: string }; jobId: string };
      expect(entry.jobId).toBe('j1');
      // pino joins the causes' messages into the message: each was bounded.
      expect(entry.err.message.length).toBeLessThan(2 * 1100);
    }
  });
});
