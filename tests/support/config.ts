import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Env, parseEnv } from '#server/env.ts';

/** A validated configuration for tests: quiet logs, a private DATA_DIR, overrides on top. */
export function testConfig(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-test-')),
    ...overrides,
  });
}
