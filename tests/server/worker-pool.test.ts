import { afterEach, describe, expect, it } from 'vitest';
import { ImportError } from '#server/import/import-errors.ts';
import { readSourceOffThread, sourceReaderPool } from '#server/import/read/read-source-off-thread.ts';
import { WorkerPool, WorkerTimeoutError } from '#server/import/read/worker-pool.ts';

const pools: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function busyPool(options: { size: number; timeoutMs: number }) {
  const pool = new WorkerPool<number, number>({
    script: new URL('../support/busy-worker.ts', import.meta.url),
    ...options,
  });
  pools.push(pool);
  return pool;
}

describe('worker pool', () => {
  it('reuses its worker, and replaces one that runs over the time limit', async () => {
    const pool = busyPool({ size: 1, timeoutMs: 3_000 });
    const first = await pool.run(0);
    expect(await pool.run(0)).toBe(first);
    const started = performance.now();
    await expect(pool.run(60_000)).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(performance.now() - started).toBeLessThan(5_000);
    const replacement = await pool.run(0);
    expect(replacement).not.toBe(first);
  });

  it('queues tasks beyond its size and runs them as workers free up', async () => {
    const pool = busyPool({ size: 2, timeoutMs: 10_000 });
    const threads = await Promise.all([50, 50, 50, 50].map((ms) => pool.run(ms)));
    expect(new Set(threads).size).toBe(2);
  });
});

describe('reading an import source off the event loop', () => {
  it('turns a reading that runs out of time into a clear import error', async () => {
    const pool = sourceReaderPool({ size: 1, timeoutMs: 1 });
    pools.push(pool);
    const error = await readSourceOffThread(
      { kind: 'text', text: 'Pulla\n\n2 dl maitoa' },
      false,
      pool,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({
      reason: 'too_complex',
      message: 'Reseptin tuonti epäonnistui: sen käsittely kesti liian kauan',
    });
  });

  it('reads pasted text and a fetched JSON-LD document in the worker', async () => {
    const pool = sourceReaderPool({ size: 1, timeoutMs: 10_000 });
    pools.push(pool);
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Kaakao',
      recipeIngredient: ['2 dl maitoa', '1 rkl kaakaojauhetta'],
      recipeInstructions: ['Lämmitä maito.', 'Sekoita kaakao joukkoon.'],
    });
    const page = await readSourceOffThread(
      { kind: 'page', url: 'https://example.test/kaakao', contentType: 'application/ld+json', body: jsonLd },
      true,
      pool,
    );
    expect(page.draft).toMatchObject({ title: 'Kaakao', sourceUrl: 'https://example.test/kaakao' });
    expect(page.draft.ingredients.map((i) => i.original)).toEqual(['2 dl maitoa', '1 rkl kaakaojauhetta']);
    const pasted = 'Kaakao\n\n2 dl maitoa';
    expect((await readSourceOffThread({ kind: 'text', text: pasted }, true, pool)).sourceText).toBe(pasted);
    expect((await readSourceOffThread({ kind: 'text', text: pasted }, false, pool)).sourceText).toBeNull();
  });
});
