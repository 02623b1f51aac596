import { useMutation } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, isSessionExpired, useTRPC, useTRPCClient } from '#client/lib/trpc.ts';
import { IMPORT_FAILED_MESSAGE } from '#shared/import.ts';
import type { ImportedDraft } from '../editable-draft';

export type ImportSource =
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: File }
  | { kind: 'url'; url: string };

export type ImportKind = ImportSource['kind'];

/** A failure the browser itself detected; its message is meant for the user as it is. */
class ImportProblem extends Error {}

async function readText(file: File): Promise<string> {
  try {
    return await file.text();
  } catch {
    throw new ImportProblem(t('import.fileReadFailed'));
  }
}

/** The compiler proves this unreachable; it guards a source added to the union but not handled here. */
function unknownSource(_source: never): never {
  throw new ImportProblem(t('import.unknownSource'));
}

/**
 * Imports a recipe from any of the three sources. One mutation serves all of them, so "something is
 * importing" and "which button says Importing..." come from the same state and cannot disagree.
 */
export function useRecipeImport(onDraft: (draft: ImportedDraft) => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();

  const draftFrom = async (source: ImportSource): Promise<ImportedDraft> => {
    switch (source.kind) {
      case 'text':
        return client.import.fromText.mutate({ text: source.text });
      case 'file':
        // A text file goes the same way as pasted text; the server also recognises pasted HTML.
        return client.import.fromText.mutate({ text: await readText(source.file) });
      case 'url':
        return client.import.fromUrl.mutate({ url: source.url });
      default:
        return unknownSource(source);
    }
  };

  const mutation = useMutation({
    mutationKey: trpc.import.pathKey(),
    mutationFn: draftFrom,
    onSuccess: onDraft,
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toast.error(
        error instanceof ImportProblem ? error.message : errorMessage(error, t(IMPORT_FAILED_MESSAGE)),
      );
    },
  });

  return {
    start: mutation.mutate,
    /** The source being imported right now, or null when idle. */
    importing: mutation.isPending ? mutation.variables.kind : null,
  };
}
