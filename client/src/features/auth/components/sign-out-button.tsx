import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useT } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import { useSessionUpdates } from '../hooks/use-session';

interface SignOutButtonProps {
  /** Called once the server has ended the session, before the cache forgets the user. */
  onSignedOut(): void;
}

/** Asks first, then ends the session and forgets everything cached for this user. */
export function SignOutButton({ onSignedOut }: SignOutButtonProps) {
  const t = useT();
  const trpc = useTRPC();
  const session = useSessionUpdates();
  const [asking, setAsking] = useState(false);
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        onSignedOut();
        session.signedOut();
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorMessage(error, t('auth.signOutFailed')));
      },
    }),
  );

  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {t('auth.signOut')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('auth.signOut')}
        message={t('auth.signOutQuestion')}
        confirmLabel={t('auth.signOut')}
        busy={logout.isPending}
        onConfirm={() => logout.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
