import type { Blocker } from '#client/lib/app-history.ts';
import { ConfirmDialog } from './confirm-dialog';

/** The question a blocked navigation asks (see lib/use-unsaved-changes-guard.ts). */
export function LeaveWithoutSavingDialog({ blocker, message }: { blocker: Blocker; message: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
