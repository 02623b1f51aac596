import { useState } from 'react';
import type { ComponentRows } from '#client/lib/form-rows.ts';
import { subcategoriesFor } from '#shared/recipes/categories.ts';
import type { EditableDraft, PreviewCategory } from '../editable-draft';

/** The preview form's state and every edit it allows; the components only say what the user did. */
export function useDraftEditor(initial: EditableDraft) {
  const [draft, setDraft] = useState(initial);

  const patch = (change: Partial<EditableDraft>) => setDraft((d) => ({ ...d, ...change }));

  return {
    draft,
    setTitle: (title: string) => patch({ title }),
    setNotes: (notes: string) => patch({ notes }),
    // A subcategory belongs to one category, so a new category starts from its own first one.
    setCategory: (category: PreviewCategory) =>
      patch({ category, subcategory: subcategoriesFor(category)[0]! }),
    setSubcategory: (subcategory: string) => patch({ subcategory }),

    setComponents: (components: ComponentRows[]) => patch({ components }),

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
