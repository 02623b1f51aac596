import { useState } from 'react';
import { subcategoriesFor } from '../../../../../shared/categories';
import {
  emptyIngredientRow,
  emptyStepRow,
  type IngredientRow,
  ingredientRowsFromPaste,
  type StepRow,
} from '../../../lib/form-rows';
import type { EditableDraft, PreviewCategory } from '../editable-draft';

type IngredientFields = Partial<Pick<IngredientRow, 'amount' | 'unit' | 'name'>>;

/** The preview form's state and every edit it allows; the components only say what the user did. */
export function useDraftEditor(initial: EditableDraft) {
  const [draft, setDraft] = useState(initial);

  const patch = (change: Partial<EditableDraft>) => setDraft((d) => ({ ...d, ...change }));
  const mapIngredients = (fn: (rows: IngredientRow[]) => IngredientRow[]) =>
    setDraft((d) => ({ ...d, ingredients: fn(d.ingredients) }));
  const mapSteps = (fn: (steps: StepRow[]) => StepRow[]) => setDraft((d) => ({ ...d, steps: fn(d.steps) }));

  return {
    draft,
    setTitle: (title: string) => patch({ title }),
    setNotes: (notes: string) => patch({ notes }),
    // A subcategory belongs to one category, so a new category starts from its own first one.
    setCategory: (category: PreviewCategory) =>
      patch({ category, subcategory: subcategoriesFor(category)[0]! }),
    setSubcategory: (subcategory: string) => patch({ subcategory }),

    updateIngredient: (key: string, fields: IngredientFields) =>
      mapIngredients((rows) => rows.map((row) => (row.key === key ? { ...row, ...fields } : row))),
    removeIngredient: (key: string) => mapIngredients((rows) => rows.filter((row) => row.key !== key)),
    /** Returns the new row's key so the form can move focus into it. */
    addIngredient: (): string => {
      const row = emptyIngredientRow();
      mapIngredients((rows) => [...rows, row]);
      return row.key;
    },
    /**
     * Several pasted lines become rows of their own: they take the place of the row pasted into when
     * it is still empty, else they follow it. Returns the keys of the new rows, or null when the text
     * is a single line, which the browser's ordinary paste handles.
     */
    pasteIngredientLines: (key: string, text: string): string[] | null => {
      const pasted = ingredientRowsFromPaste(text);
      if (!pasted) return null;
      mapIngredients((rows) => {
        const at = rows.findIndex((row) => row.key === key);
        const target = rows[at];
        if (!target) return [...rows, ...pasted];
        const isEmpty = !target.amount && !target.unit && !target.name.trim();
        return [...rows.slice(0, isEmpty ? at : at + 1), ...pasted, ...rows.slice(at + 1)];
      });
      return pasted.map((row) => row.key);
    },

    updateStep: (key: string, text: string) =>
      mapSteps((steps) => steps.map((step) => (step.key === key ? { ...step, text } : step))),
    removeStep: (key: string) => mapSteps((steps) => steps.filter((step) => step.key !== key)),
    addStep: (): string => {
      const step = emptyStepRow();
      mapSteps((steps) => [...steps, step]);
      return step.key;
    },

    addTag: (tag: string) =>
      setDraft((d) => {
        const clean = tag.trim();
        const known = d.tags.some((t) => t.toLowerCase() === clean.toLowerCase());
        return clean && !known ? { ...d, tags: [...d.tags, clean] } : d;
      }),
    removeTag: (tag: string) => setDraft((d) => ({ ...d, tags: d.tags.filter((t) => t !== tag) })),
  };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
