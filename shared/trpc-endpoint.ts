/** Where the API answers: the server mounts tRPC here and the client calls it here. */
export const TRPC_PATH = '/trpc';

/** The most calls one batched tRPC request may carry: the server refuses more, the client never sends more. */
export const MAX_BATCH_CALLS = 20;
