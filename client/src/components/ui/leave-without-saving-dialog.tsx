import type { Blocker } from '#client/lib/app-history.ts';
import { useT } from '#client/lib/language.ts';
import { ConfirmDialog } from './confirm-dialog';

/** The question a blocked navigation asks (see lib/use-unsaved-changes-guard.ts). */
export function LeaveWithoutSavingDialog({ blocker, message }: { blocker: Blocker; message: string }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('app.leave.title')}
      message={message}
      confirmLabel={t('app.leave.confirm')}
      cancelLabel={t('app.leave.cancel')}
      destructive
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
