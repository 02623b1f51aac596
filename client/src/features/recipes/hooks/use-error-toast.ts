import { useEffect } from 'react';
import { toast } from '#client/lib/toast.tsx';
import { isSessionExpired } from '#client/lib/trpc.ts';

/**
 * Toasts a failed load once per error. An expired session is left to the app-wide handler, which
 * already says 'Session expired' and goes to the sign-in page.
 */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (!error || isSessionExpired(error)) return;
    toast.error(message, { id: message });
  }, [error, message]);
}
