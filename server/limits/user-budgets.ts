import { consumeOrThrow, type RateLimiter, type RateLimitRule } from './rate-limiter';

/**
 * Per-user budgets for the expensive things a signed-in user can make the server do, in one place for
 * every router and route that spends them. Imports: a fetch, maybe a model call — the import form,
 * each page of a URL list (server/transfer) and the page pictures imports bring (photos.addFromUrl)
 * share one counter. Photos: each upload is decoded and re-encoded (up to a second of CPU for a 100 MP
 * picture; scripts/bench-photos.ts).
 */
export const USER_BUDGETS = {
  import: { limit: 30, windowMs: 60_000 },
  photo: { limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type UserBudget = keyof typeof USER_BUDGETS;

/**
 * Counts one use of `budget` by the user; RateLimitedError (with the wait) once it is spent. `rule`
 * replaces the budget's own only where a test needs a shorter window.
 */
export async function spendUserBudget(
  limiter: RateLimiter,
  budget: UserBudget,
  userId: string,
  rule: RateLimitRule = USER_BUDGETS[budget],
) {
  await consumeOrThrow(limiter, rule, `${budget}:user:${userId}`);
}
