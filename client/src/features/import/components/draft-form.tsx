import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { LeaveWithoutSavingDialog } from '#client/components/ui/leave-without-saving-dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { PendingPhotosEditor } from '#client/features/photos/components/pending-photos-editor.tsx';
import { type PendingPhoto, pendingFromUrl } from '#client/features/photos/pending-photos.ts';
import { ComponentsEditor } from '#client/features/recipes/components/components-editor.tsx';
import { useUnsavedChangesGuard } from '#client/lib/use-unsaved-changes-guard.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { type EditableDraft, toRecipeInput } from '../editable-draft';
import { useDraftEditor } from '../hooks/use-draft-editor';
import { useSaveDraft } from '../hooks/use-save-draft';
import { CategoryFields } from './category-fields';
import { SimilarRecipesWarning } from './similar-recipes-warning';
import { TagEditor } from './tag-editor';

interface DraftFormProps {
  initial: EditableDraft;
  onCancel(): void;
}

/** The imported recipe as an editable form; nothing is stored until Save. */
export function DraftForm({ initial, onCancel }: DraftFormProps) {
  const id = useId();
  const editor = useDraftEditor(initial);
  const { draft } = editor;
  // A reviewed draft exists only in this form: leaving or reloading would lose it without a word.
  const guard = useUnsavedChangesGuard(true);
  const save = useSaveDraft(guard.allowNextNavigation);
  // The page's own picture, when the URL import found one, is the first photo until the chef says otherwise.
  const [photos, setPhotos] = useState<PendingPhoto[]>(() => pendingFromUrl(initial.imageUrl));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleFieldId = `${id}-title`;

  // The form replaces the import sources; focus follows so a screen reader user hears where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ input: toRecipeInput(draft), photos });
  };

  const sourceUrl = draft.draft.sourceUrl;
  const toCheck = new Set((initial.review?.check ?? []).map((line) => line.line));
  return (
    // noValidate: an imported amount such as 0.25 is off the 0.1 step, which must not block saving.
    <form className="draft-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <div className="draft-intro">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          Review the recipe
        </h2>
        <p className="muted">
          Check what the import found and fix anything that is off. Nothing is saved until you press Save.
          {sourceUrl && (
            <>
              {' '}
              Source:{' '}
              <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
                {sourceUrl}
              </a>
            </>
          )}
        </p>
      </div>

      <SimilarRecipesWarning title={draft.title} titleFieldId={titleFieldId} />

      <section className="card draft-basics" aria-label="Name and category">
        <TextField
          id={titleFieldId}
          className="draft-title"
          label="Title"
          value={draft.title}
          maxLength={LIMITS.title}
          onChange={(event) => editor.setTitle(event.target.value)}
        />
        <CategoryFields
          category={draft.category}
          subcategory={draft.subcategory}
          onCategoryChange={editor.setCategory}
          onSubcategoryChange={editor.setSubcategory}
        />
      </section>

      <PendingPhotosEditor photos={photos} onChange={setPhotos} />

      <ComponentsEditor
        components={draft.components}
        onChange={editor.setComponents}
        reorderable={false}
        describedBy={{}}
        toCheck={toCheck}
      />

      <section className="card stack" aria-label="Notes and tags">
        <div className="field">
          <label htmlFor={`${id}-notes`}>Notes</label>
          <textarea
            id={`${id}-notes`}
            rows={4}
            maxLength={LIMITS.notes}
            value={draft.notes}
            onChange={(event) => editor.setNotes(event.target.value)}
          />
        </div>
        <TagEditor tags={draft.tags} addTag={editor.addTag} removeTag={editor.removeTag} />
      </section>

      <div className="draft-actions">
        <Button onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Tallennetaan...">
          Save
        </Button>
      </div>
      <LeaveWithoutSavingDialog blocker={guard.blocker} message="This imported recipe has not been saved." />
    </form>
  );
}
