import { AsyncLocalStorage } from 'node:async_hooks';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * One use of the embedded database's only connection: a statement on its own, or a whole transaction.
 * Everyone else's statements wait for it to end (ADR 0033), so how long a hold lasts is what another
 * chef feels; the statements and bytes it carries are the steady part of that, whatever the machine's
 * load.
 */
export interface Hold {
  /** How long it waited for the connection. */
  waitMs: number;
  /** How long it held the connection. */
  heldMs: number;
  statements: number;
  /** Bytes of bytea parameters it wrote. */
  bytesWritten: number;
  /** Its first statement's text (shortened), to tell who held it. */
  first: string;
}

/** What the connection's holds have been since the last reset: histograms in microseconds. */
export interface ConnectionHolds {
  readonly held: RecordableHistogram;
  readonly waited: RecordableHistogram;
  /** The longest holds, longest first (at most KEPT). */
  longest(): Hold[];
  /** How many holds lasted over HOLD_TARGET_MS. */
  overTarget(): number;
  /** The most statements and bytes any one hold carried: a hold's size, whatever the machine's load. */
  heaviest(): { statements: number; bytesWritten: number };
  reset(): void;
}

const KEPT = 20;
/** The longest a hold should last: another chef's statement waits at most about this long for one. */
export const HOLD_TARGET_MS = 200;
const LABEL_CHARS = 80;

/** Which statement (or 'transaction') asked for the connection, across the awaits before it gets it. */
const asking = new AsyncLocalStorage<{ text: string; params?: unknown[] | undefined }>();

const shortened = (text: string) => text.replace(/\s+/g, ' ').slice(0, LABEL_CHARS);
const bytesOf = (params: unknown[] | undefined) =>
  (params ?? []).reduce<number>((sum, param) => sum + (param instanceof Uint8Array ? param.length : 0), 0);

/**
 * Watches a PGlite's holds on its connection: wraps its exclusive runner (the mutex every query, exec
 * and transaction takes) and its statements. A few microseconds a statement, so always on.
 */
export function watchHolds(client: PGlite): ConnectionHolds {
  const held = createHistogram();
  const waited = createHistogram();
  let kept: Hold[] = [];
  let over = 0;
  let heaviest = { statements: 0, bytesWritten: 0 };
  let current: Hold | null = null;

  const keep = (hold: Hold) => {
    held.record(Math.max(1, Math.round(hold.heldMs * 1000)));
    waited.record(Math.max(1, Math.round(hold.waitMs * 1000)));
    if (hold.heldMs > HOLD_TARGET_MS) over += 1;
    heaviest = {
      statements: Math.max(heaviest.statements, hold.statements),
      bytesWritten: Math.max(heaviest.bytesWritten, hold.bytesWritten),
    };
    if (kept.length === KEPT && hold.heldMs <= kept.at(-1)!.heldMs) return;
    kept = [...kept, hold].sort((a, b) => b.heldMs - a.heldMs).slice(0, KEPT);
  };

  const note = (text: string, params: unknown[] | undefined) => {
    if (!current) return;
    if (current.statements++ === 0) current.first = `transaction: ${shortened(text)}`;
    current.bytesWritten += bytesOf(params);
  };

  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    const asked = performance.now();
    const asker = asking.getStore();
    return runExclusive(async () => {
      const started = performance.now();
      const alone = asker?.params !== undefined;
      const hold: Hold = {
        waitMs: started - asked,
        heldMs: 0,
        statements: alone ? 1 : 0,
        bytesWritten: alone ? bytesOf(asker.params) : 0,
        first: asker && alone ? shortened(asker.text) : (asker?.text ?? ''),
      };
      current = hold;
      try {
        return await fn();
      } finally {
        current = null;
        hold.heldMs = performance.now() - started;
        keep(hold);
      }
    });
  };

  const query = client.query.bind(client) as PGlite['query'];
  client.query = ((text: string, params?: unknown[], options?: object) =>
    asking.run({ text, params: params ?? [] }, () => query(text, params, options))) as PGlite['query'];
  const wrapTx = (tx: Transaction): Transaction => {
    const txQuery = tx.query.bind(tx) as Transaction['query'];
    tx.query = ((text: string, params?: unknown[], options?: object) => {
      note(text, params);
      return txQuery(text, params, options);
    }) as Transaction['query'];
    return tx;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    asking.run({ text: 'transaction' }, () =>
      transaction((tx) => callback(wrapTx(tx))),
    )) as PGlite['transaction'];

  return {
    held,
    waited,
    longest: () => kept,
    overTarget: () => over,
    heaviest: () => heaviest,
    reset() {
      over = 0;
      heaviest = { statements: 0, bytesWritten: 0 };
      held.reset();
      waited.reset();
      kept = [];
    },
  };
}
