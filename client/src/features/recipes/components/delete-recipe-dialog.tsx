import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/language';

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
