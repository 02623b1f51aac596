import { TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { RateLimitedError } from '#server/limits/rate-limiter.ts';
import type { AppRouter } from '#server/routers/index.ts';

/** The error a call fails with, over HTTP or through createCaller (the test fails if it succeeds). */
export async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const { data, message } = error as TRPCClientError<AppRouter>;
      return { code: data?.code, message, retryAfterSeconds: data?.retryAfterSeconds ?? null };
    }
    if (error instanceof TRPCError) {
      const retryAfterSeconds =
        error.cause instanceof RateLimitedError ? error.cause.retryAfterSeconds : null;
      return { code: error.code, message: error.message, retryAfterSeconds };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Awaits a call expected to fail with this tRPC code (and message), from a caller or over HTTP. */
export async function expectTRPCError(call: Promise<unknown>, code: string, message?: string) {
  const actual = await failure(call);
  expect(actual.code).toBe(code);
  if (message !== undefined) expect(actual.message).toBe(message);
}
