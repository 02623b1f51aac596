import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { t } from '#client/lib/language.ts';

interface DeleteRecipeDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteRecipeDialog(props: DeleteRecipeDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={t('recipes.deleteTitle')}
      message={t('recipes.deleteQuestion')}
      confirmLabel={t('recipes.delete')}
      cancelLabel={t('app.cancel')}
      destructive
    />
  );
}
