import type { Ref } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { t } from '#client/lib/language.ts';
import { changedFields } from '../edit-values';
import type { Recipe } from '../hooks/use-recipe';
import type { SaveConflict } from '../hooks/use-recipe-editor';
import { fieldLabel, formatDateTime } from '../recipe-labels';
import { LatestVersionPreview } from './detail/latest-version-preview';

interface SaveConflictNoticeProps {
  ref: Ref<HTMLDivElement>;
  conflict: SaveConflict;
  base: Recipe;
  busy: boolean;
  onOverwrite(): void;
  onDiscard(): void;
}

/**
 * Shown when the save was refused because the recipe changed after the form was opened. The form
 * keeps everything typed; the user decides, seeing what changed there, which version wins.
 */
export function SaveConflictNotice({
  ref,
  conflict,
  base,
  busy,
  onOverwrite,
  onDiscard,
}: SaveConflictNoticeProps) {
  const { latest } = conflict;
  const changed = latest ? changedFields(base, latest).map(fieldLabel) : [];
  return (
    <div ref={ref} className="callout-warning conflict-notice" role="alert" tabIndex={-1}>
      <h2 className="conflict-title">{t('edit.conflictTitle')}</h2>
      <p>{conflict.message}</p>
      <p>{t('edit.conflictLead')}</p>
      {latest && (
        <p className="muted">
          {changed.length > 0
            ? t('edit.otherSavedChanged', {
                date: formatDateTime(latest.updatedAt),
                fields: changed.join(', '),
              })
            : t('edit.otherSaved', { date: formatDateTime(latest.updatedAt) })}
        </p>
      )}
      {latest && <LatestVersionPreview recipe={latest} />}
      <div className="row">
        <Button variant="primary" busy={busy} busyLabel={t('edit.saving')} onClick={onOverwrite}>
          {t('edit.overwrite')}
        </Button>
        <Button disabled={busy} onClick={onDiscard}>
          {t('edit.loadLatest')}
        </Button>
      </div>
    </div>
  );
}
