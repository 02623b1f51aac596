import type { Ref } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Recipe } from '../hooks/use-recipe';
import type { SaveConflict } from '../hooks/use-recipe-editor';
import { changedFields } from '../recipe-form';
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
      <h2 className="conflict-title">Your changes were not saved</h2>
      <p>{conflict.message}</p>
      <p>Everything you typed is still in the form. Choose which version to keep:</p>
      {latest && (
        <p className="muted">
          The other version was saved {formatDateTime(latest.updatedAt)}
          {changed.length > 0 && ` and changed: ${changed.join(', ')}`}.
        </p>
      )}
      {latest && <LatestVersionPreview recipe={latest} />}
      <div className="row">
        <Button variant="primary" busy={busy} busyLabel="Saving…" onClick={onOverwrite}>
          Keep my changes and overwrite
        </Button>
        <Button disabled={busy} onClick={onDiscard}>
          Discard my changes and load the latest
        </Button>
      </div>
    </div>
  );
}
