import { availableParallelism } from 'node:os';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PhotoRejectedError } from './photo-errors';

/**
 * Decodes in flight, per process (docs/decisions/0033-decode-budget-and-fair-queues.md):
 * - `atOnce` at a time (one core is left for answering everything else), and never more than
 *   `budgetBytes` of estimated decoded memory together, so concurrent decodes cannot add up past it;
 * - the waiting line is fair per user: turns go round-robin among the users waiting, and one user may
 *   have at most `perUser` decodes waiting, so a flood refuses its sender ('busy') and nobody else;
 * - nobody waits for ever: after `waitMs` in line the upload is refused as 'busy' (503, Retry-After).
 */
export const DECODE_QUEUE = {
  atOnce: Math.max(1, availableParallelism() - 1),
  budgetBytes: PHOTO_LIMITS.decodedBytes,
  perUser: 4,
  waiting: 64,
  waitMs: 30_000,
};
/** What a 'busy' refusal tells the client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

interface Waiter {
  cost: number;
  start(): void;
}

/** Each waiting user's line; the Map's order is the rotation (a served user moves to its end). */
const lines = new Map<string, Waiter[]>();
let waitingCount = 0;
let running = 0;
let inFlightBytes = 0;

/** What is being decoded now: for the tests and the budget's own check. */
export function decodeLoad(): { running: number; inFlightBytes: number; waiting: number } {
  return { running, inFlightBytes, waiting: waitingCount };
}

/**
 * Runs `work` (one decode, estimated at `cost` bytes) in `owner`'s turn. Throws PhotoRejectedError('busy')
 * when the owner already has `perUser` decodes waiting, the line is full, or the turn does not come
 * within `waitMs`.
 */
export async function inDecodeTurn<T>(owner: string, cost: number, work: () => Promise<T>): Promise<T> {
  await admit(owner, cost);
  try {
    return await work();
  } finally {
    running -= 1;
    inFlightBytes -= cost;
    serveWaiting();
  }
}

/** A lone decode may use the whole budget (no image costs more: PHOTO_LIMITS.decodedBytes). */
function fits(cost: number): boolean {
  if (running === 0) return true;
  return running < DECODE_QUEUE.atOnce && inFlightBytes + cost <= DECODE_QUEUE.budgetBytes;
}

function take(cost: number) {
  running += 1;
  inFlightBytes += cost;
}

function admit(owner: string, cost: number): Promise<void> {
  // Nobody jumps the line: a newcomer starts at once only when nobody is waiting.
  if (waitingCount === 0 && fits(cost)) {
    take(cost);
    return Promise.resolve();
  }
  const line = lines.get(owner) ?? [];
  if (line.length >= DECODE_QUEUE.perUser || waitingCount >= DECODE_QUEUE.waiting)
    return Promise.reject(new PhotoRejectedError('busy'));
  return new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      cost,
      start: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      const own = lines.get(owner);
      const at = own?.indexOf(waiter) ?? -1;
      if (own && at >= 0) {
        own.splice(at, 1);
        waitingCount -= 1;
        if (own.length === 0) lines.delete(owner);
      }
      reject(new PhotoRejectedError('busy'));
      serveWaiting();
    }, DECODE_QUEUE.waitMs);
    line.push(waiter);
    lines.set(owner, line);
    waitingCount += 1;
  });
}

/**
 * Starts waiting decodes while they fit, taking users in turn. The user at the head of the rotation
 * waits for room rather than be overtaken by smaller decodes, so a large photo is never starved.
 */
function serveWaiting() {
  for (;;) {
    const next = lines.entries().next();
    if (next.done) return;
    const [owner, line] = next.value;
    const waiter = line[0]!;
    if (!fits(waiter.cost)) return;
    line.shift();
    waitingCount -= 1;
    lines.delete(owner);
    if (line.length > 0) lines.set(owner, line);
    take(waiter.cost);
    waiter.start();
  }
}
