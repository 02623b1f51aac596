import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LeaveWithoutSavingDialog } from '#client/components/ui/leave-without-saving-dialog.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { recipePath } from '#client/lib/paths.ts';
import { useUnsavedChangesGuard } from '#client/lib/use-unsaved-changes-guard.ts';
import {
  categoryLabel,
  EDIT_CATEGORIES,
  normalizeCategory,
  subcategoriesFor,
} from '#shared/recipes/categories.ts';
import type { EditField } from '#shared/recipes/save-rules.ts';
import type { Recipe } from '../hooks/use-recipe';
import { useRecipeEditor } from '../hooks/use-recipe-editor';
import { ComponentsEditor } from './components-editor';
import { PanFields } from './pan-fields';
import { SaveConflictNotice } from './save-conflict-notice';

/** Where a message about the ingredients or the steps sends the focus: the first field, else the add button. */
const FIRST_FIELD = {
  ingredients: '.edit-ingredient-rows input, [aria-label^="Add ingredient"]',
  instructions: '.edit-step-rows textarea, [aria-label^="Add step"]',
} as const;

export function RecipeEditForm({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const detailPath = recipePath(recipe.id);
  const editor = useRecipeEditor(recipe, () => {
    guard.allowNextNavigation();
    void navigate(detailPath);
  });
  const guard = useUnsavedChangesGuard(editor.dirty);
  const { values, change, error } = editor;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const linesRef = useRef<HTMLElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), ingredients: useId(), instructions: useId() };
  const errorFor = (field: EditField) => (error?.field === field ? error.message : undefined);

  // The notice appears below a long form: bring it into view and let screen readers start there.
  const hasConflict = editor.conflict !== null;
  useEffect(() => {
    if (hasConflict) conflictRef.current?.focus();
  }, [hasConflict]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = editor.submit();
    if (!problem) return;
    if (problem.field === 'title') document.getElementById(ids.title)?.focus();
    else linesRef.current?.querySelector<HTMLElement>(FIRST_FIELD[problem.field])?.focus();
  };

  return (
    <form className="recipe-form stack" noValidate onSubmit={submit}>
      <div className="card stack">
        <TextField
          id={ids.title}
          label="Name"
          value={values.title}
          error={errorFor('title')}
          onChange={(event) => change({ title: event.target.value })}
        />
        <div className="recipe-form-grid">
          <SelectField
            label="Category"
            value={values.category}
            options={EDIT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
            onChange={(value) => {
              // Each category has its own subcategories; the first one is the sensible default.
              const category = normalizeCategory(value);
              change({ category, subcategory: subcategoriesFor(category)[0] ?? '' });
            }}
          />
          <SelectField
            label="Subcategory"
            value={values.subcategory}
            options={subcategoriesFor(values.category).map((s) => ({ value: s, label: s }))}
            onChange={(subcategory) => change({ subcategory })}
          />
        </div>
      </div>

      <section ref={linesRef} className="stack" aria-labelledby="lines-title">
        <h2 id="lines-title">Ingredients and steps</h2>
        {(['ingredients', 'instructions'] as const).map(
          (field) =>
            errorFor(field) && (
              <p key={field} id={ids[field]} className="field-error section-error" role="alert">
                {errorFor(field)}
              </p>
            ),
        )}
        <ComponentsEditor
          components={values.components}
          onChange={(components) => change({ components })}
          reorderable
          describedBy={{
            ingredients: errorFor('ingredients') ? ids.ingredients : undefined,
            instructions: errorFor('instructions') ? ids.instructions : undefined,
          }}
        />
      </section>

      <section className="card stack" aria-labelledby="pan-title">
        <h2 id="pan-title">Pan</h2>
        <p className="field-hint">
          The pan the recipe is written for, so it can be scaled to another one. Leave the size empty if it
          names none.
        </p>
        <PanFields legend="Pan" value={values.pan} onChange={(pan) => change({ pan })} />
      </section>

      <section className="card field">
        <h2 id="notes-title">Notes</h2>
        <textarea
          aria-labelledby="notes-title"
          value={values.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </section>

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

      <div className="recipe-form-actions">
        <Link className="button" to={detailPath}>
          Cancel
        </Link>
        <Button type="submit" variant="primary" busy={editor.saving} busyLabel="Saving…">
          Save changes
        </Button>
      </div>

      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard your changes?"
        message="What you typed is replaced with the latest saved version of this recipe."
        confirmLabel="Discard my changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmingDiscard(false);
          void editor.discard();
        }}
        onCancel={() => setConfirmingDiscard(false)}
      />
      <LeaveWithoutSavingDialog
        blocker={guard.blocker}
        message="Your changes to this recipe have not been saved."
      />
    </form>
  );
}
