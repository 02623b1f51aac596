import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';

/** Where the benchmarks make their PostgreSQL databases (BENCH_DATABASE_URL overrides). */
const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `work` with the URL of a fresh database on the benchmark's PostgreSQL server, dropped afterwards. */
export async function withFreshPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `rk_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `measure` on a fresh database on the benchmark's PostgreSQL server. */
export function onFreshPostgres<T>(measure: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  return withFreshPostgres(async (url) => {
    const handle = await openDatabase({ kind: 'postgres', url });
    try {
      return await measure(handle);
    } finally {
      await handle.close();
    }
  });
}

/** `measure` on an in-memory PGlite. */
export async function onMemoryPglite<T>(measure: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    return await measure(handle);
  } finally {
    await handle.close();
  }
}
