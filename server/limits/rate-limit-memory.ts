import { decide, type RateLimiter, type WindowCount } from './rate-limiter';

/** Enough for every address and account seen in a window on a small server; about 100 bytes each. */
const DEFAULT_MAX_KEYS = 50_000;

/**
 * In-process store for a single server. Memory stays bounded: when the map is full, expired windows
 * are swept and, if that is not enough, the oldest keys go first. Evicting a live window forgets its
 * count, so the bound is set far above what one window of ordinary traffic needs.
 */
export function createMemoryRateLimiter(maxKeys = DEFAULT_MAX_KEYS): RateLimiter {
  const windows = new Map<string, WindowCount>();

  function makeRoom(now: Date) {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) {
      if (window.resetAt.getTime() <= now.getTime()) windows.delete(key);
    }
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  function live(key: string, now: Date): WindowCount | undefined {
    const window = windows.get(key);
    return window && window.resetAt.getTime() > now.getTime() ? window : undefined;
  }

  return {
    async consume(key, rule, now = new Date()) {
      let window = live(key, now);
      if (window) {
        window.count += 1;
      } else {
        windows.delete(key);
        makeRoom(now);
        window = { count: 1, resetAt: new Date(now.getTime() + rule.windowMs) };
        windows.set(key, window);
      }
      return decide(window, rule, now);
    },
    async refund(key, now = new Date()) {
      const window = live(key, now);
      if (window) window.count = Math.max(0, window.count - 1);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
