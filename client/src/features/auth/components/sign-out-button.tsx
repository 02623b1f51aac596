import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { useSessionUpdates } from '../hooks/use-session';

interface SignOutButtonProps {
  /** Called once the server has ended the session, before the cache forgets the user. */
  onSignedOut(): void;
}

/** Asks first, then ends the session and forgets everything cached for this user. */
export function SignOutButton({ onSignedOut }: SignOutButtonProps) {
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
        toast.error(errorMessage(error, 'Sign out failed'));
      },
    }),
  );

  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        Sign out
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sign out"
        message="Are you sure you want to sign out?"
        confirmLabel="Sign out"
        busy={logout.isPending}
        onConfirm={() => logout.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
