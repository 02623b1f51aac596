import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import { AUTH_MESSAGES } from '#shared/auth.ts';
import { useSessionUpdates } from './use-session';

/**
 * Confirmation mails link to `/recipelibrary/login#confirm=<token>`. The token is used once (the ref
 * outlives StrictMode's second effect run), the outcome is told, and the token leaves the address bar.
 */
export function useEmailConfirmationLink(onConfirmed: (email: string) => void) {
  const trpc = useTRPC();
  const session = useSessionUpdates();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const usedToken = useRef<string | null>(null);
  const { mutate: confirm } = useMutation(
    trpc.auth.confirmEmail.mutationOptions({
      onSuccess: ({ email }) => {
        toast.success(t('auth.emailConfirmed'));
        void session.refresh();
        onConfirmed(email);
      },
      onError: (error) => toast.error(errorMessage(error, t(AUTH_MESSAGES.linkInvalid))),
    }),
  );

  const token = new URLSearchParams(hash.slice(1)).get('confirm');
  useEffect(() => {
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    confirm({ token });
    void navigate({ pathname, search }, { replace: true, state });
  }, [token, confirm, navigate, pathname, search, state]);
}
