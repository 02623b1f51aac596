import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { isSessionExpired } from '../../../lib/trpc';

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
