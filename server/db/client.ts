import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Query, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type ConnectionHolds, watchHolds } from './connection-holds';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** One type for both drivers: domain code never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs exclusive work on this database (migrations at start,
   * when several server instances start at once). PGlite is one process's anyway (data-dir lock).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database's holds on its one connection (ADR 0033); PostgreSQL has a pool instead. */
  holds?: ConnectionHolds;
  close(): Promise<void>;
}

/** Any fixed number: the key of the session-level advisory lock `exclusive` holds on PostgreSQL. */
const EXCLUSIVE_LOCK_KEY = 7_316_248_001;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined → in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export function databaseConfigFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
}): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
}

/** Marks the work running inside a transaction (and all it awaits), for `inTransaction`. */
const transactionScope = new AsyncLocalStorage<true>();

/**
 * Whether the caller runs inside a database transaction. Slow work (decoding a photo, a fetch) checks it
 * and refuses: on the embedded database a transaction holds the one connection, so every other user
 * waits as long as it stays open.
 */
export function inTransaction(): boolean {
  return transactionScope.getStore() === true;
}

/**
 * bytea written as its bytes (PGlite sends a parameter that is a Uint8Array in binary format) and read
 * through Buffer's hex codec. PGlite's own codec made a string of every byte, then measured and copied
 * the hex character by character: a 100 KB photo cost ~23 ms of the event loop to write and ~6 ms to
 * read, and a 180 MB upload's 1 MB pieces most of a move-in (ADR 0020).
 */
const PGLITE_BYTEA = {
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return value as unknown as string;
    },
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/**
 * The types drizzle's PGlite session has every statement read as text (drizzle-orm/pglite/session.js:
 * timestamps, intervals, dates, and arrays of those and of numeric), for drizzle to map itself.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/**
 * PGlite copies its whole table of parsers (~320 types) into a new object for every statement that
 * brings parsers of its own, and drizzle brings the same nine with every statement: a quarter of a
 * megabyte of garbage per list request, half of all the server allocated, so the young generation
 * was collected every few requests. The client holds those nine itself, so a
 * statement's own parsers are dropped when they are only those (text left as text); any other set is
 * kept. Raw queries on the client read those types as text too; only drizzle queries it.
 */
function withoutRepeatedParsers(client: PGlite): void {
  // Set on the client once it is ready: its start registers a parser for every array type, which
  // would replace any given to it at creation.
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client);
  client.query = ((text, params, options) => query(text, params, ownParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text, params, options) => txQuery(text, params, ownParsers(options))) as typeof tx.query;
      return work(tx);
    })) as PGlite['transaction'];
}

function ownParsers<T extends { parsers?: Record<number, unknown> }>(options: T | undefined): T | undefined {
  if (!options?.parsers) return options;
  const held = Object.entries(options.parsers).every(
    ([type, parse]) =>
      DRIZZLE_TEXT_TYPES.includes(Number(type)) && typeof parse === 'function' && parse('x') === 'x',
  );
  return held ? { ...options, parsers: undefined } : options;
}

/**
 * Gives the event loop a turn after every hold of the connection (a statement alone or a transaction).
 * PGlite runs a statement on this thread and answers in microtasks, so a run of statements never let a
 * timer or a socket in: 300 in a row held the loop 1.6 s with no timer firing, and a restore's recipe
 * (~100 statements) 1.5–3 s, in which no other chef's request was even read (ADR 0033). With a turn
 * after each hold, the loop waits at most for one hold, and requests read meanwhile queue for the
 * connection. Not inside a transaction: there a turn would let other work stretch the hold (a photo's
 * three statements held the connection 2.4 s during a flood of uploads).
 */
function yieldingHolds(client: PGlite): void {
  const hold = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await hold(work);
    } finally {
      await yieldToLoop();
    }
  };
}

/** The database with each transaction's work marked (savepoints run inside their transaction's mark). */
function markingTransactions(db: Database): Database {
  const open = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    open((tx) => transactionScope.run(true, () => work(tx)), config)) as Database['transaction'];
  return db;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const client = postgres(config.url, { max: config.poolSize ?? 10, onnotice: () => {} });
    return {
      db: markingTransactions(drizzlePostgres({ client, schema }) as unknown as Database),
      kind: 'postgres',
      async exclusive(work) {
        // A connection of its own holds the lock while `work` uses the pool's others.
        const holder = await client.reserve();
        try {
          await holder`select pg_advisory_lock(${EXCLUSIVE_LOCK_KEY}::bigint)`;
          return await work();
        } finally {
          await holder`select pg_advisory_unlock(${EXCLUSIVE_LOCK_KEY}::bigint)`.catch(() => {});
          holder.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let release = async () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    release = await lockDataDir(config.dataDir);
  }
  try {
    const client = await PGlite.create(config.dataDir, {
      extensions: { pg_trgm },
      ...PGLITE_BYTEA,
    });
    withoutRepeatedParsers(client);
    yieldingHolds(client);
    const holds = watchHolds(client);
    return {
      db: markingTransactions(drizzlePglite({ client, schema }) as unknown as Database),
      kind: 'pglite',
      holds,
      exclusive: (work) => work(),
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Raw SQL rows from either driver (PGlite answers { rows }, postgres-js an array). */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Turns SQL into text and parameters; it holds no state, so one serves every database. */
const dialect = new PgDialect();

/**
 * A statement run on nearly every request, built once: its values are placeholders
 * (sql.placeholder), filled by `preparedRows`. Building the list's statement with drizzle took more of
 * the server's time than parsing its answer (ADR 0047).
 */
export function keptStatement(query: SQL): Query {
  return dialect.sqlToQuery(query);
}

/**
 * Raw SQL rows of a kept statement, as a prepared statement: PostgreSQL parses and plans it once per
 * connection (postgres.js keeps it by its text), not on every call. Planning the list's statement cost
 * PostgreSQL more than running it, and halved the list's throughput (ADR 0047). Only for statements
 * whose text takes a handful of shapes: each shape is kept on every connection. PGlite has no
 * statement cache and runs it as `queryRows` does.
 */
export async function preparedRows<T>(
  db: Pick<Database, '_'>,
  statement: Query,
  values: Record<string, unknown>,
): Promise<T[]> {
  // Any name asks the driver to prepare; postgres.js names the statement itself.
  const prepared = db._.session.prepareQuery(statement, undefined, 'kept', false);
  return rowsOf<T>(await prepared.execute(values));
}

function rowsOf<T>(result: unknown): T[] {
  const answer = result as { rows?: T[] } | T[];
  return Array.isArray(answer) ? answer : (answer.rows ?? []);
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await queryRows(db, sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
