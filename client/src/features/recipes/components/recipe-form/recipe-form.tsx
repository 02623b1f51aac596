import './recipe-form.css';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { LeaveWithoutSavingDialog } from '#client/components/ui/leave-without-saving-dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { PendingPhotosEditor } from '#client/features/photos/components/pending-photos-editor.tsx';
import type { PendingPhoto } from '#client/features/photos/pending-photos.ts';
import type { Blocker } from '#client/lib/app-history.ts';
import { t } from '#client/lib/language.ts';
import type { Category } from '#shared/recipes/categories.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import type { EditField, EditValidationError } from '#shared/recipes/save-rules.ts';
import { ComponentsEditor } from '../components-editor';
import { PanFields } from '../pan-fields';
import { CategoryFields } from './category-fields';
import { type RecipeFormValues, withCategory } from './form-values';
import { TagEditor } from './tag-editor';

/** Where a message about the ingredients or the steps sends the focus: the first field, else the add button. */
const FIRST_FIELD = {
  ingredients: '.edit-ingredient-rows input, [aria-label^="Add ingredient"]',
  instructions: '.edit-step-rows textarea, [aria-label^="Add step"]',
} as const;

export interface RecipeFormProps {
  /** The optional fields (pan, tags) are shown where the screen's values carry them. */
  values: RecipeFormValues;
  onChange(patch: Partial<RecipeFormValues>): void;
  /** Checks and saves; the problem it returns is where the form sends the focus (null: the save went out). */
  onSubmit(): EditValidationError | null;
  /** A problem to show at its section; the preview has none, its save rules fill gaps instead (spec 5). */
  error?: EditValidationError | null;
  saving: boolean;

  // The spec's differences between the import preview and the edit page (spec 2).
  /** The title field: 'Title' on the preview, 'Name' on the edit page. */
  titleLabel: string;
  /** Salty and sweet on the preview; savory too on the edit page. */
  categories: readonly Category[];
  /** The edit page moves rows and components; the preview only adds and deletes them. */
  reorderable: boolean;
  /** Lines the import asks the chef to check, each marked where it stands. */
  toCheck?: ReadonlySet<string>;
  /** The preview's own heading, focused when the form takes the import sources' place, and its source. */
  intro?: { heading: string; lead: string; sourceUrl: string | null };
  /** Above the title, told the title as typed and the field's id (the preview's similar recipes). */
  titleNotice?(title: string, titleFieldId: string): ReactNode;
  /** Photos kept in the browser until Save (the preview); the edit page saves its photos as they change. */
  photos?: { photos: PendingPhoto[]; onChange(photos: PendingPhoto[]): void };
  /** Above the buttons: the edit page's conflict notice and save errors, with their dialogs. */
  notices?: ReactNode;
  /** The preview's Cancel returns to the import sources; the edit page's goes back to the recipe. */
  cancel: { onClick(): void } | { to: string };
  saveLabel: string;
  savingLabel: string;
  /** The unsaved-changes guard's blocker and what its question says. */
  leaveGuard: { blocker: Blocker; message: string };
}

/** The one recipe form: the import preview and the edit page, their differences given as props. */
export function RecipeForm(props: RecipeFormProps) {
  const { values, onChange, error, intro } = props;
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    title: `${id}-title`,
    ingredients: `${id}-ingredients-error`,
    instructions: `${id}-instructions-error`,
    pan: `${id}-pan`,
    notes: `${id}-notes`,
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linesRef = useRef<HTMLElement>(null);
  const errorFor = (field: EditField) => (error?.field === field ? t(error.message) : undefined);

  // The preview replaces the import sources; focus follows so a screen reader user hears where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.saving) return;
    const problem = props.onSubmit();
    if (!problem) return;
    if (problem.field === 'title') document.getElementById(ids.title)?.focus();
    else linesRef.current?.querySelector<HTMLElement>(FIRST_FIELD[problem.field])?.focus();
  };

  return (
    // noValidate: an imported amount such as 0.25 is off the 0.1 step, which must not block saving.
    <form
      className="recipe-form stack"
      noValidate
      onSubmit={submit}
      aria-labelledby={intro ? ids.heading : undefined}
    >
      {intro && (
        <div className="recipe-form-intro">
          <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
            {intro.heading}
          </h2>
          <p className="muted">
            {intro.lead}
            {intro.sourceUrl && (
              <>
                {' '}
                Source:{' '}
                <a href={intro.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {intro.sourceUrl}
                </a>
              </>
            )}
          </p>
        </div>
      )}

      {props.titleNotice?.(values.title, ids.title)}

      <section className="card recipe-form-basics" aria-label="Name and category">
        <TextField
          id={ids.title}
          className="recipe-form-title"
          label={props.titleLabel}
          value={values.title}
          maxLength={LIMITS.title}
          error={errorFor('title')}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <CategoryFields
          categories={props.categories}
          category={values.category}
          subcategory={values.subcategory}
          onCategoryChange={(category) => onChange(withCategory(category))}
          onSubcategoryChange={(subcategory) => onChange({ subcategory })}
        />
      </section>

      {props.photos && <PendingPhotosEditor photos={props.photos.photos} onChange={props.photos.onChange} />}

      {/* A heading, not a landmark: each component's lists are the regions (ADR 0013). */}
      <section ref={linesRef} className="stack">
        <h2>Ingredients and steps</h2>
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
          onChange={(components) => onChange({ components })}
          reorderable={props.reorderable}
          describedBy={{
            ingredients: errorFor('ingredients') ? ids.ingredients : undefined,
            instructions: errorFor('instructions') ? ids.instructions : undefined,
          }}
          toCheck={props.toCheck}
        />
      </section>

      {values.pan && (
        <section className="card stack" aria-labelledby={ids.pan}>
          <h2 id={ids.pan}>Pan</h2>
          <p className="field-hint">
            The pan the recipe is written for, so it can be scaled to another one. Leave the size empty if it
            names none.
          </p>
          <PanFields legend="Pan" value={values.pan} onChange={(pan) => onChange({ pan })} />
        </section>
      )}

      <section className="card stack">
        <div className="field">
          <h2 id={ids.notes}>Notes</h2>
          <textarea
            aria-labelledby={ids.notes}
            rows={4}
            maxLength={LIMITS.notes}
            value={values.notes}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
        {values.tags && <TagEditor tags={values.tags} onChange={(tags) => onChange({ tags })} />}
      </section>

      {props.notices}

      <div className="recipe-form-actions">
        {'to' in props.cancel ? (
          <Link className="button" to={props.cancel.to}>
            Cancel
          </Link>
        ) : (
          <Button onClick={props.cancel.onClick} disabled={props.saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" busy={props.saving} busyLabel={props.savingLabel}>
          {props.saveLabel}
        </Button>
      </div>
      <LeaveWithoutSavingDialog blocker={props.leaveGuard.blocker} message={props.leaveGuard.message} />
    </form>
  );
}
