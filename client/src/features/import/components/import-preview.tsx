import { useState } from 'react';
import { type PendingPhoto, pendingFromUrl } from '#client/features/photos/pending-photos.ts';
import { RecipeForm } from '#client/features/recipes/components/recipe-form/recipe-form.tsx';
import { t } from '#client/lib/language.ts';
import { useUnsavedChangesGuard } from '#client/lib/use-unsaved-changes-guard.ts';
import { CATEGORIES } from '#shared/recipes/categories.ts';
import { type EditableDraft, type PreviewValues, toRecipeInput } from '../editable-draft';
import { useSaveDraft } from '../hooks/use-save-draft';
import { SimilarRecipesWarning } from './similar-recipes-warning';

interface ImportPreviewProps {
  initial: EditableDraft;
  onCancel(): void;
}

/** The imported recipe in the recipe form; nothing is stored until Save. */
export function ImportPreview({ initial, onCancel }: ImportPreviewProps) {
  const [values, setValues] = useState(initial.values);
  // A reviewed draft exists only in this form: leaving or reloading would lose it without a word.
  const guard = useUnsavedChangesGuard(true);
  const save = useSaveDraft(guard.allowNextNavigation);
  // The page's own picture, when the URL import found one, is the first photo until the chef says otherwise.
  const [photos, setPhotos] = useState<PendingPhoto[]>(() => pendingFromUrl(initial.imageUrl));
  const toCheck = new Set((initial.review?.check ?? []).map((line) => line.line));

  return (
    <RecipeForm
      values={values}
      onChange={(patch) => setValues((current): PreviewValues => ({ ...current, ...patch }))}
      // The import's save rules fill what is missing (spec 5), so nothing stops the save here.
      onSubmit={() => {
        save.mutate({ input: toRecipeInput(initial.draft, values), photos });
        return null;
      }}
      saving={save.isPending}
      titleLabel="Title"
      categories={CATEGORIES}
      reorderable={false}
      toCheck={toCheck}
      intro={{
        heading: t('import.reviewTitle'),
        lead: t('import.reviewLead'),
        sourceUrl: initial.draft.sourceUrl,
      }}
      titleNotice={(title, titleFieldId) => (
        <SimilarRecipesWarning title={title} titleFieldId={titleFieldId} />
      )}
      photos={{ photos, onChange: setPhotos }}
      cancel={{ onClick: onCancel }}
      saveLabel={t('import.save')}
      savingLabel={t('import.savingSpec')}
      leaveGuard={{ blocker: guard.blocker, message: t('import.unsaved') }}
    />
  );
}
