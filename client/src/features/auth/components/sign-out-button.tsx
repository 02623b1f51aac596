import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { errorMessage, useTRPC } from '../../../lib/trpc';
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
