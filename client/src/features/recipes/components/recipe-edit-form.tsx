import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  categoryLabel,
  EDIT_CATEGORIES,
  normalizeCategory,
  subcategoriesFor,
} from '../../../../../shared/categories';
import type { EditField } from '../../../../../shared/save-rules';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { recipePath } from '../../../lib/paths';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import type { Recipe } from '../hooks/use-recipe';
import { useRecipeEditor } from '../hooks/use-recipe-editor';
import { IngredientRowsEditor } from './ingredient-rows-editor';
import { SaveConflictNotice } from './save-conflict-notice';
import { StepRowsEditor } from './step-rows-editor';

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

  const sectionRefs = {
    ingredients: useRef<HTMLElement>(null),
    instructions: useRef<HTMLElement>(null),
  };
  const conflictRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), ingredientsError: useId(), instructionsError: useId() };
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
    else sectionRefs[problem.field].current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
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

      <section ref={sectionRefs.ingredients} className="card" aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">Ingredients</h2>
        <p className="field-hint">Paste several lines into an ingredient field to add one row per line.</p>
        {errorFor('ingredients') && (
          <p id={ids.ingredientsError} className="field-error section-error" role="alert">
            {errorFor('ingredients')}
          </p>
        )}
        <IngredientRowsEditor
          rows={values.ingredients}
          onChange={(ingredients) => change({ ingredients })}
          describedBy={errorFor('ingredients') ? ids.ingredientsError : undefined}
        />
      </section>

      <section ref={sectionRefs.instructions} className="card" aria-labelledby="steps-title">
        <h2 id="steps-title">Steps</h2>
        {errorFor('instructions') && (
          <p id={ids.instructionsError} className="field-error section-error" role="alert">
            {errorFor('instructions')}
          </p>
        )}
        <StepRowsEditor
          rows={values.steps}
          onChange={(steps) => change({ steps })}
          describedBy={errorFor('instructions') ? ids.instructionsError : undefined}
        />
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
