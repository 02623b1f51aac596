import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { t } from '#client/lib/language.ts';
import { recipePath } from '#client/lib/paths.ts';
import { useUnsavedChangesGuard } from '#client/lib/use-unsaved-changes-guard.ts';
import { EDIT_CATEGORIES } from '#shared/recipes/categories.ts';
import type { Recipe } from '../hooks/use-recipe';
import { useRecipeEditor } from '../hooks/use-recipe-editor';
import { RecipeForm } from './recipe-form/recipe-form';
import { SaveConflictNotice } from './save-conflict-notice';

/** A saved recipe in the recipe form: checked before saving, and a save over someone else's is refused. */
export function RecipeEditForm({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const detailPath = recipePath(recipe.id);
  const editor = useRecipeEditor(recipe, () => {
    guard.allowNextNavigation();
    void navigate(detailPath);
  });
  const guard = useUnsavedChangesGuard(editor.dirty);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);

  // The notice appears below a long form: bring it into view and let screen readers start there.
  const hasConflict = editor.conflict !== null;
  useEffect(() => {
    if (hasConflict) conflictRef.current?.focus();
  }, [hasConflict]);

  const notices = (
    <>
      {editor.conflict && (
        <SaveConflictNotice
          ref={conflictRef}
          conflict={editor.conflict}
          base={editor.base}
          busy={editor.saving || editor.loadingLatest}
          onOverwrite={() => void editor.overwrite()}
          onDiscard={() => setConfirmingDiscard(true)}
        />
      )}
      {editor.formError && (
        <p className="form-error" role="alert">
          {editor.formError}
        </p>
      )}
      <ConfirmDialog
        open={confirmingDiscard}
        title={t('edit.discardTitle')}
        message={t('edit.discardQuestion')}
        confirmLabel={t('edit.discard')}
        cancelLabel={t('edit.keepEditing')}
        destructive
        onConfirm={() => {
          setConfirmingDiscard(false);
          void editor.discard();
        }}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </>
  );

  return (
    <RecipeForm
      values={editor.values}
      onChange={editor.change}
      onSubmit={editor.submit}
      error={editor.error}
      saving={editor.saving}
      titleLabel={t('edit.name')}
      categories={EDIT_CATEGORIES}
      reorderable
      notices={notices}
      cancel={{ to: detailPath }}
      saveLabel={t('edit.saveChanges')}
      savingLabel={t('edit.saving')}
      leaveGuard={{ blocker: guard.blocker, message: t('edit.unsaved') }}
    />
  );
}
