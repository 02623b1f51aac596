import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

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
      title="Delete Recipe"
      message="Are you sure you want to delete this recipe? This action cannot be undone."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      destructive
    />
  );
}
