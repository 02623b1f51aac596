import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { allowedOriginsFor } from '#server/http/csrf.ts';
import { startTestServer, type TestServer } from '../support/http';

describe('foundation over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('redirects an unknown page to / and 404s an unknown API path', async () => {
    const page = await fetch(`${server.url}/no/such/page`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
    const api = await fetch(`${server.url}/no/such/thing`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a rebinding page whose Host header names the server itself', async () => {
    const rebound = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: {
        origin: 'http://attacker.example:80',
        host: 'attacker.example:80',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(rebound.status).toBe(403);
  });

  it('refuses a cross-origin and a text/plain POST to /trpc', async () => {
    const cross = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cross.status).toBe(403);
    const plain = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(403);
    const sameSiteOnly = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sameSiteOnly.status).toBe(403);
  });

  it('refuses a large body except for the text import', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    const headers = { origin: server.origin, 'content-type': 'application/json' };
    const login = await fetch(`${server.url}/trpc/auth.login`, { method: 'POST', headers, body: big });
    expect(login.status).toBe(413);
    const paste = await fetch(`${server.url}/trpc/import.fromText`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(paste.status).toBe(401);
  });

  it('maps unknown procedures to NOT_FOUND without a stack trace', async () => {
    const res = await fetch(`${server.url}/trpc/recipes.nothing`);
    const body = (await res.json()) as { error: { data: Record<string, unknown> } };
    expect(res.status).toBe(404);
    expect(body.error.data.stack).toBeUndefined();
  });
});

describe('environment validation', () => {
  it('names the bad variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow();
  });

  it('treats an empty number as unset', () => {
    expect(parseEnv({ PORT: '', SESSION_MAX_AGE_DAYS: '' })).toMatchObject({
      PORT: 3000,
      SESSION_MAX_AGE_DAYS: 30,
    });
  });

  it('stops the server with one line naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'mysql://db.example/x',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-env-')),
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ]);
  });

  it('fills defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.IMPORT_ALLOWED_HOSTS).toEqual([]);
  });
});

describe('same-origin allow list', () => {
  it('accepts APP_URL and, on loopback, its other spellings; never a foreign origin', () => {
    const local = allowedOriginsFor('http://localhost:3000');
    expect([...local].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    const site = allowedOriginsFor('https://kirjasto.example');
    expect([...site]).toEqual(['https://kirjasto.example']);
  });
});
