import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useRestoreVersion } from '#client/features/recipes/hooks/use-restore-version.ts';
import {
  fieldLabel,
  formatDateTime,
  replacedComponentNames,
} from '#client/features/recipes/recipe-labels.ts';
import { type RouterOutputs, useTRPC } from '#client/lib/trpc.ts';

type RecipeVersion = RouterOutputs['versions']['list'][number];

/**
 * The recipe's saved edits, newest first. Each entry keeps what its edit replaced, so "Restore" returns
 * the recipe to how it was just before that edit. Collapsed by default and fetched only when opened:
 * most visits are for cooking, not for history. `updatedAt` is the recipe as shown: a restore over a
 * newer edit made elsewhere is refused rather than silently undoing it.
 */
export function VersionHistory({ recipeId, updatedAt }: { recipeId: string; updatedAt: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const versions = useQuery({ ...trpc.versions.list.queryOptions({ recipeId }), enabled: open });
  const restore = useRestoreVersion(recipeId);
  const [toRestore, setToRestore] = useState<RecipeVersion | null>(null);

  const confirmRestore = () => {
    if (!toRestore) return;
    restore.mutate(
      { recipeId, version: toRestore.version, expectedUpdatedAt: updatedAt },
      { onSettled: () => setToRestore(null) },
    );
  };

  return (
    <>
      <details className="card version-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2>Version history</h2>
        </summary>
        {versions.isPending && open && <Spinner label="Loading versions" />}
        {versions.isError && <p className="form-error">Version history could not be loaded</p>}
        {versions.data?.length === 0 && (
          <p className="muted version-empty">No earlier versions yet. Every saved edit adds one here.</p>
        )}
        {versions.data && versions.data.length > 0 && (
          <ol className="version-list">
            {versions.data.map((entry) => (
              <li key={entry.version} className="version-item">
                <div>
                  <p className="version-title">
                    Edit {entry.version}
                    <time dateTime={entry.createdAt}> · {formatDateTime(entry.createdAt)}</time>
                  </p>
                  <p className="muted version-fields">
                    Changed: {entry.changedFields.map(fieldLabel).join(', ')}
                  </p>
                  {replacedComponentNames(entry.changes) && (
                    <p className="muted version-fields">
                      Components before: {replacedComponentNames(entry.changes)}
                    </p>
                  )}
                </div>
                <Button
                  className="small"
                  aria-label={`Restore the recipe as it was before edit ${entry.version}`}
                  onClick={() => setToRestore(entry)}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ol>
        )}
      </details>
      {/* Outside <details>: its closed content is never rendered, not even in the top layer. */}
      <ConfirmDialog
        open={toRestore !== null}
        title="Restore an earlier version?"
        message={
          toRestore &&
          `The recipe goes back to how it was before edit ${toRestore.version} (${formatDateTime(toRestore.createdAt)}). The restore is saved as a new edit, so it can be undone the same way.`
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setToRestore(null)}
      />
    </>
  );
}
