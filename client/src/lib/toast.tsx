import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner, loaded with the first toast rather than with the first screen (it was 9 KB of the library's
 * first load, docs/decisions/0031-offline-reading-and-first-load.md). The calls made before it is on
 * screen wait for it: sonner's Toaster only shows the toasts raised after it has mounted.
 */
type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: (sonner: Sonner) => void = () => {};
const mounted = new Promise<Sonner>((resolve) => {
  markMounted = resolve;
});

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void mounted.then((sonner) => sonner.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

const SonnerToaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Rendered after sonner's Toaster, so its effect runs once the Toaster listens. */
function Mounted() {
  useEffect(() => {
    void import('sonner').then(markMounted);
  }, []);
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster(props: ToasterProps) {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Mounted />
    </Suspense>
  );
}
