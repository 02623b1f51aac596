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
import { t } from '#client/lib/language.ts';
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
          <h2>{t('versions.title')}</h2>
        </summary>
        {versions.isPending && open && <Spinner label={t('versions.loading')} />}
        {versions.isError && <p className="form-error">{t('versions.loadFailed')}</p>}
        {versions.data?.length === 0 && <p className="muted version-empty">{t('versions.none')}</p>}
        {versions.data && versions.data.length > 0 && (
          <ol className="version-list">
            {versions.data.map((entry) => (
              <li key={entry.version} className="version-item">
                <div>
                  <p className="version-title">
                    {t('versions.edit', { version: entry.version })}
                    <time dateTime={entry.createdAt}> · {formatDateTime(entry.createdAt)}</time>
                  </p>
                  <p className="muted version-fields">
                    {t('versions.changed', { fields: entry.changedFields.map(fieldLabel).join(', ') })}
                  </p>
                  {replacedComponentNames(entry.changes) && (
                    <p className="muted version-fields">
                      {t('versions.componentsBefore', { names: replacedComponentNames(entry.changes) ?? '' })}
                    </p>
                  )}
                </div>
                <Button
                  className="small"
                  aria-label={t('versions.restoreNamed', { version: entry.version })}
                  onClick={() => setToRestore(entry)}
                >
                  {t('versions.restore')}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </details>
      {/* Outside <details>: its closed content is never rendered, not even in the top layer. */}
      <ConfirmDialog
        open={toRestore !== null}
        title={t('versions.restoreTitle')}
        message={
          toRestore &&
          t('versions.restoreQuestion', {
            version: toRestore.version,
            date: formatDateTime(toRestore.createdAt),
          })
        }
        confirmLabel={t('versions.restore')}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setToRestore(null)}
      />
    </>
  );
}
