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

/**
 * What one log field may carry: a failed query's error holds the whole query and its parameters (one
 * restore logged a line of 8.1 MB). Every logger call goes through `boundedLogFields` and
 * `boundedLogMethod` (pino's formatters.log and hooks.logMethod), so a line stays within a few KB.
 */
export const LOG_BOUNDS = { text: 1000, stack: 2000, line: 6000, items: 20, keys: 30, depth: 4 } as const;

/** Characters of text one log call may still carry: every field spends from the line's share. */
interface Share {
  left: number;
}

function cut(text: string, max: number, share?: Share): string {
  const room = share ? Math.max(40, Math.min(max, share.left)) : max;
  const kept = text.length <= room ? text : `${text.slice(0, room)}… (${text.length - room} more characters)`;
  if (share) share.left -= kept.length;
  return kept;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An error as pino shows it (type, message, stack, its own fields, its cause), each field bounded. */
function boundedError(error: Error, depth: number, share: Share): Record<string, unknown> {
  const own = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause'));
  return {
    type: error.name,
    message: cut(error.message, LOG_BOUNDS.text, share),
    ...(error.stack ? { stack: cut(error.stack, LOG_BOUNDS.stack, share) } : {}),
    ...(bounded(own, depth + 1, share) as Record<string, unknown>),
    ...(error.cause !== undefined ? { cause: bounded(error.cause, depth + 1, share) } : {}),
  };
}

function bounded(value: unknown, depth: number, share: Share): unknown {
  if (typeof value === 'string') return cut(value, LOG_BOUNDS.text, share);
  if (depth > LOG_BOUNDS.depth) return Array.isArray(value) || isPlainObject(value) ? '[…]' : value;
  if (value instanceof Error) return boundedError(value, depth, share);
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_BOUNDS.items).map((item) => bounded(item, depth + 1, share));
    return value.length > LOG_BOUNDS.items
      ? [...items, `… (${value.length - LOG_BOUNDS.items} more)`]
      : items;
  }
  // Anything else (a request, a response) is left to its serializer.
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value);
  return Object.fromEntries(
    entries.slice(0, LOG_BOUNDS.keys).map(([key, field]) => [key, bounded(field, depth + 1, share)]),
  );
}

/** pino's formatters.log: the call's fields, bounded. */
export function boundedLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return bounded(fields, 0, { left: LOG_BOUNDS.line }) as Record<string, unknown>;
}

/**
 * pino's hooks.logMethod: the message (and any interpolated text) bounded too. A call without a message
 * takes its error's message, which pino would otherwise copy whole: it is given here, bounded.
 */
export function boundedLogMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  const error =
    first instanceof Error ? first : isPlainObject(first) && first.err instanceof Error ? first.err : null;
  const given =
    error && typeof rest[0] !== 'string'
      ? [first instanceof Error ? { err: first } : first, error.message, ...rest]
      : args;
  method.apply(
    this,
    given.map((arg) => (typeof arg === 'string' ? cut(arg, LOG_BOUNDS.text) : arg)),
  );
}
