import type { RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_LIMITS } from '#server/import/read/bounded-html.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { signedInClient, type TestServer } from '../support/http';
import { type LocalSite, startSiteAndServer } from '../support/local-site';
import { failure } from '../support/trpc-errors';

/** 100,000 nested elements in 500 KB: it overflowed the stack after blocking the server for 13–45 s. */
const NESTED_PAGE = `<!doctype html><html><body>${'<div>'.repeat(100_000)}Mustikkapiirakka</body></html>`;
/** 2,000 listed ingredients: the check for a list printed twice read every line again for each length. */
const LONG_LIST_PAGE = `<!doctype html><html><head><title>Pulla</title></head><body><main><h1>Pulla</h1><h2>Ainekset</h2>${Array.from(
  { length: 2_000 },
  (_, i) => `<p>${i + 1} g sokeria ${i}</p>`,
).join('')}<h2>Valmistus</h2><p>Sekoita kaikki.</p></main></body></html>`;
/** Flat, but more elements than any recipe page holds. */
const CROWDED_PAGE = `<!doctype html><html><body><ul>${'<li>1 dl sokeria</li>'.repeat(HTML_LIMITS.elements + 1)}</ul></body></html>`;

const RECIPE_TEXT = `Mustikkapiirakka

Ainekset
2 dl sokeria
300 g mustikoita

Valmistus
1. Sekoita.
2. Paista 200 asteessa 25 minuuttia.`;

/**
 * CPU time, not wall time: the process's own (all its threads, the reading worker's included), which holds
 * still on a loaded machine where wall time swings 3×. The failures guarded against cost 13–99 s.
 */
const IMPORT_BOUND_CPU_MS = 2_000;
/** Wall time, generous: without the worker, /healthz waited for the whole import (13–45 s). */
const HEALTH_BOUND_MS = 1_500;

/** The process's CPU time spent since `since`, in ms. */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const pageSite: RequestListener = (req, res) => {
  const pages: Record<string, string> = {
    '/nested': NESTED_PAGE,
    '/crowded': CROWDED_PAGE,
    '/long-list': LONG_LIST_PAGE,
  };
  const page = pages[req.url ?? ''] ?? null;
  if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  else res.writeHead(404).end();
};

describe('import of input too complex to read', () => {
  let server: TestServer;
  let site: LocalSite;
  let stop: (() => Promise<void>) | undefined;
  let trpc: ReturnType<TestServer['client']>['trpc'];

  beforeAll(async () => {
    ({ site, server, close: stop } = await startSiteAndServer(pageSite));
    trpc = (await signedInClient(server, { batch: false })).trpc;
    // The first import starts a worker thread; the bounds below are about the reading, not that start.
    await trpc.import.fromText.mutate({ text: RECIPE_TEXT });
  });
  afterAll(() => stop?.());

  /** Runs the import while asking /healthz in a loop; returns the import's failure, its CPU time and the slowest answer. */
  async function whileProbingHealth(call: () => Promise<unknown>) {
    let settled = false;
    let slowestHealthMs = 0;
    let healthChecks = 0;
    const probe = (async () => {
      while (!settled) {
        const started = performance.now();
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(200);
        await response.text();
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
        healthChecks += 1;
      }
    })();
    const started = process.cpuUsage();
    const error = await failure(call().finally(() => (settled = true)));
    const importCpuMs = cpuMsSince(started);
    await probe;
    return { error, importCpuMs, slowestHealthMs, healthChecks };
  }

  it('answers a pasted page of 100,000 nested elements with a clear 422 at once', async () => {
    const result = await whileProbingHealth(() => trpc.import.fromText.mutate({ text: NESTED_PAGE }));
    expect(result.error).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: `Reseptin tuonti epäonnistui: sivun rakenne on liian syvä (yli 256 sisäkkäistä elementtiä)`,
    });
    expect(result.importCpuMs).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(result.healthChecks).toBeGreaterThan(0);
    expect(result.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('answers the same page fetched from a URL with the same 422', async () => {
    const result = await whileProbingHealth(() =>
      trpc.import.fromUrl.mutate({ url: `${site.origin}/nested` }),
    );
    expect(result.error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(result.error.message).toMatch(/^Reseptin tuonti epäonnistui: sivun rakenne on liian syvä/);
    expect(result.importCpuMs).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(result.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('refuses a page with more elements than the limit, naming why', async () => {
    const result = await whileProbingHealth(() =>
      trpc.import.fromUrl.mutate({ url: `${site.origin}/crowded` }),
    );
    expect(result.error).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: `Reseptin tuonti epäonnistui: sivulla on liian monta elementtiä (yli 50\u00a0000)`,
    });
    expect(result.importCpuMs).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(result.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('reads a pasted line of 200,000 "(" at once (the heading pattern was quadratic: 99 s)', async () => {
    const text = `Pulla\n${'('.repeat(200_000)}\n2 dl maitoa\n1. Sekoita.`;
    const started = process.cpuUsage();
    const draft = await trpc.import.fromText.mutate({ text });
    expect(cpuMsSince(started)).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(draft.title).toBe('Pulla');
    expect(draft.ingredients.map((i) => i.original)).toEqual(['2 dl maitoa']);
  });

  it('reads a pasted step with one word of 40,000 letters at once (the word check’s split at a capital was quadratic: 11 s)', async () => {
    const word = 'a'.repeat(40_000);
    const text = `Pulla\n2 dl maitoa\n1. Sekoita ${word}.`;
    const started = process.cpuUsage();
    const draft = await trpc.import.fromText.mutate({ text });
    expect(cpuMsSince(started)).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(draft.title).toBe('Pulla');
  });

  it('reads a paste of 25,000 lines one step continues at once (the step’s whole text was read for each line: 5 s)', async () => {
    // Past step 99 no line is numbered, so each continues the last step; a spaced paste reads the same.
    const lines = Array.from({ length: 25_000 }, (_, i) =>
      i % 3 ? `${i}. Sekoita jauhot.` : `2 dl maitoa ${i}`,
    );
    const started = process.cpuUsage();
    const draft = await trpc.import.fromText.mutate({ text: `Pulla\n\n${lines.join('\n\n')}` });
    expect(cpuMsSince(started)).toBeLessThan(IMPORT_BOUND_CPU_MS);
    expect(draft.title).toBe('Pulla');
  });

  it('reads a page of 2,000 ingredients at once (the check for a list printed twice was quadratic: 5 s)', async () => {
    const started = process.cpuUsage();
    const draft = await trpc.import.fromUrl.mutate({ url: `${site.origin}/long-list` });
    expect(cpuMsSince(started)).toBeLessThan(IMPORT_BOUND_CPU_MS);
    // A recipe holds at most LIMITS.ingredients lines; the draft keeps as many.
    expect(draft.ingredients).toHaveLength(LIMITS.ingredients);
  });

  it('keeps importing ordinary recipes after refusing', async () => {
    const draft = await trpc.import.fromText.mutate({ text: RECIPE_TEXT });
    expect(draft.title).toBe('Mustikkapiirakka');
    expect(draft.ingredients.map((i) => i.original)).toEqual(['2 dl sokeria', '300 g mustikoita']);
  });
});
