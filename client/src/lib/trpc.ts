import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '#server/routers/index.ts';
import { SESSION_EXPIRED_MESSAGE } from '#shared/errors.ts';
import { LANGUAGE_HEADER } from '#shared/messages/format.ts';
import type { RefParams } from '#shared/messages/message-ref.ts';
import { MAX_BATCH_CALLS, TRPC_PATH } from '#shared/trpc-endpoint.ts';
import { currentLanguage, hasText, t, translateText } from './language';

/** @see https://trpc.io/docs/client/tanstack-react-query/setup */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: TRPC_PATH,
        maxItems: MAX_BATCH_CALLS,
        // The server words the mails a request asks for (sign-up, a reset link) in the language shown.
        headers: () => ({ [LANGUAGE_HEADER]: currentLanguage() }),
      }),
    ],
  });
}

type AppClientError = TRPCClientError<AppRouter>;

function asClientError(error: unknown): AppClientError | null {
  return error instanceof TRPCClientError ? (error as AppClientError) : null;
}

/** A plain HTTP call (a photo upload) answered 401: handled like an expired session in tRPC. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

export function isSessionExpired(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  const e = asClientError(error);
  return e?.data?.code === 'UNAUTHORIZED' && e.message === SESSION_EXPIRED_MESSAGE;
}

/** The catalogue key of an expected error's words, when the server sent one. */
export function errorKey(error: unknown): string | undefined {
  const data = asClientError(error)?.data as { messageKey?: string | null } | undefined;
  return data?.messageKey ?? undefined;
}

export function errorCode(error: unknown): string | undefined {
  return asClientError(error)?.data?.code;
}

/**
 * An expected error in the language shown: the server sends a catalogue key with its parameters
 * (docs/decisions/0034) and the words come from here; else the screen's own fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const e = asClientError(error);
  if (!e?.data || e.data.code === 'INTERNAL_SERVER_ERROR') return fallback;
  const { messageKey, messageParams } = e.data as { messageKey?: string; messageParams?: RefParams };
  // The server's English words stand in while the rest of the catalogue is not loaded yet.
  if (messageKey && hasText(messageKey)) return t(messageKey, messageParams);
  return e.message ? translateText(e.message) : fallback;
}

/** The server's id for the failed request (also in its log lines), for the error screen. */
export function requestIdOf(error: unknown): string | null {
  return asClientError(error)?.data?.requestId ?? null;
}

/** Field errors from zod validation on the server, keyed by input field. */
export function fieldErrors(error: unknown): Record<string, string | undefined> {
  const fields = asClientError(error)?.data?.zodError?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, string[] | undefined>).map(([k, v]) => [
      k,
      v?.[0] === undefined ? undefined : translateText(v[0]),
    ]),
  );
}
