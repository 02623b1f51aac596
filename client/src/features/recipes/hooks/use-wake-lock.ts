import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (cook mode: wet hands do not unlock a phone). Uses the Screen
 * Wake Lock API where the browser has it and quietly does nothing where it does not or refuses; the
 * lock is taken again when the page comes back into view, since the browser drops it when hidden.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      try {
        const next = await navigator.wakeLock.request('screen');
        // Two requests in flight (a quick hide and show): the newest holds the lock, the other lets go.
        const previous = sentinel;
        sentinel = next;
        if (previous && !previous.released) void previous.release();
        if (stopped) {
          void next.release();
          return;
        }
        setHeld(true);
        next.addEventListener('release', () => {
          if (sentinel === next) setHeld(false);
        });
      } catch {
        setHeld(false);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
