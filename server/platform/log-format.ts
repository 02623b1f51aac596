import { Writable } from 'node:stream';

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, shown in the line's head or not at all. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

/**
 * Development logs for a person at a terminal: `12:03:04 INFO  [a1b2c3] request method=GET …`, errors
 * with their stack. Production keeps pino's JSON (one object a line) for machines; pino-pretty would
 * do the same job with a dependency and a worker thread for a dozen lines.
 */
function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const id = entry.reqId ? ` [${String(entry.reqId)}]` : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${time} ${level}${id} ${String(entry.msg ?? '')}${fields.length ? ` ${fields.join(' ')}` : ''}${stack}`;
}

export function prettyLogStream(output: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line) output.write(`${formatLogLine(line)}\n`);
      }
      callback();
    },
  });
}
