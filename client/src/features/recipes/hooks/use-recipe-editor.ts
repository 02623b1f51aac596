import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorCode, errorKey, errorMessage, isSessionExpired, useTRPC } from '#client/lib/trpc.ts';
import { MESSAGES } from '#shared/recipes/recipe.ts';
import { type EditValidationError, validateEdit } from '#shared/recipes/save-rules.ts';
import { type EditValues, formSnapshot, forValidation, toFormValues, toUpdateInput } from '../edit-values';
import type { Recipe } from './use-recipe';

export interface SaveConflict {
  message: string;
  /** The version saved elsewhere; null until it has been fetched (or when fetching it failed). */
  latest: Recipe | null;
}

/** The server repeats the form's own rules; its answer is shown at the section it is about. */
const FIELD_OF_MESSAGE: Readonly<Record<string, EditValidationError['field']>> = {
  [MESSAGES.titleRequired]: 'title',
  [MESSAGES.ingredientRequired]: 'ingredients',
  [MESSAGES.instructionRequired]: 'instructions',
};

/**
 * The edit form's state and its save. The form is based on one saved version (`base`): its
 * updatedAt goes with the save, so a save over a newer version made elsewhere is refused (CONFLICT)
 * rather than silently overwriting it. Nothing the user typed is ever replaced without them asking.
 */
export function useRecipeEditor(loaded: Recipe, onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [values, setValues] = useState(() => toFormValues(loaded));
  const [savedSnapshot, setSavedSnapshot] = useState(() => formSnapshot(values));
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<EditValidationError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [loadingLatest, setLoadingLatest] = useState(false);

  const update = useMutation(trpc.recipes.update.mutationOptions());

  // Once a save was tried, the message follows the typing, so it goes away as soon as it is fixed.
  const validationError = checked ? validateEdit(forValidation(values)) : null;
  const error = validationError ?? serverError;
  const dirty = formSnapshot(values) !== savedSnapshot;

  const change = (patch: Partial<EditValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerError(null);
  };

  const fetchLatest = async (): Promise<Recipe | null> => {
    setLoadingLatest(true);
    try {
      return await queryClient.fetchQuery({
        ...trpc.recipes.byId.queryOptions({ id: loaded.id }),
        staleTime: 0,
      });
    } catch {
      return null;
    } finally {
      setLoadingLatest(false);
    }
  };

  const save = (onto: Recipe) => {
    setFormError(null);
    update.mutate(toUpdateInput(values, onto), {
      onSuccess: (saved) => {
        toast.success(t('edit.saved'));
        queryClient.setQueryData(trpc.recipes.byId.queryKey({ id: loaded.id }), saved);
        void queryClient.invalidateQueries(trpc.versions.list.queryFilter({ recipeId: loaded.id }));
        void queryClient.invalidateQueries(trpc.recipes.list.pathFilter());
        void queryClient.invalidateQueries(trpc.recipes.tags.pathFilter());
        setSavedSnapshot(formSnapshot(values));
        onSaved();
      },
      onError: async (cause) => {
        if (isSessionExpired(cause)) return;
        toast.error(t('edit.saveFailed'));
        if (errorCode(cause) === 'CONFLICT') {
          const message = errorMessage(cause, t('edit.conflictFallback'));
          setConflict({ message, latest: null });
          const latest = await fetchLatest();
          setConflict((current) => current && { ...current, latest });
          return;
        }
        const key = errorKey(cause);
        const field = key ? FIELD_OF_MESSAGE[key] : undefined;
        if (key && field) setServerError({ field, message: key as EditValidationError['message'] });
        else setFormError(errorMessage(cause, t('edit.saveFailed')));
      },
    });
  };

  /** Checks the form first; returns the problem to point the user at, or null when the save went out. */
  const submit = (): EditValidationError | null => {
    setChecked(true);
    const problem = validateEdit(forValidation(values));
    // The spec's catalogue shows these as toasts; the form also shows them next to the section.
    if (problem) toast.error(t(problem.message));
    else save(base);
    return problem;
  };

  /** Saves what was typed over the version saved elsewhere; the fields the form does not show come from it. */
  const overwrite = async () => {
    const latest = conflict?.latest ?? (await fetchLatest());
    if (!latest) {
      setFormError(t('edit.latestFailed'));
      return;
    }
    setBase(latest);
    setConflict(null);
    save(latest);
  };

  /** Replaces what was typed with the version saved elsewhere. */
  const discard = async () => {
    const latest = conflict?.latest ?? (await fetchLatest());
    if (!latest) {
      setFormError(t('edit.latestFailed'));
      return;
    }
    const fresh = toFormValues(latest);
    setBase(latest);
    setValues(fresh);
    setSavedSnapshot(formSnapshot(fresh));
    setConflict(null);
    setServerError(null);
    setFormError(null);
  };

  return {
    base,
    values,
    change,
    error,
    formError,
    dirty,
    saving: update.isPending,
    conflict,
    loadingLatest,
    submit,
    overwrite,
    discard,
  };
}
